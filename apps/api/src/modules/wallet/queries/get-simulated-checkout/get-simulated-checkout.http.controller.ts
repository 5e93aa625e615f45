import { Controller, Get, Param } from '@nestjs/common';
import type { SimulatedCheckoutResponse } from '@pratiche/contracts';
import { findCreditPackage } from '@pratiche/domain';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { CheckoutSessions } from '../../checkout-sessions';

@Controller()
export class GetSimulatedCheckoutController {
  constructor(private readonly checkouts: CheckoutSessions) {}

  /** What the simulated confirmation page shows: the buyer's own simulated session only. */
  @Get('/api/wallet/simulated-checkout/:sessionId')
  @ActiveUser()
  async get(@Param('sessionId') sessionId: string, @CurrentUser() user: UserView): Promise<SimulatedCheckoutResponse> {
    const checkout = await this.checkouts.ownSimulated(sessionId, user.id);
    return {
      sessionId,
      packageTitle: findCreditPackage(checkout.packageId)?.title ?? checkout.packageId,
      credits: checkout.credits,
      price: checkout.price,
      completed: checkout.status === 'completed',
    };
  }
}
