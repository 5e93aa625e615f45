import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { SimulatedCheckoutResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { GetSimulatedCheckoutQuery } from './get-simulated-checkout.query';

@Controller()
export class GetSimulatedCheckoutController {
  constructor(private readonly queryBus: QueryBus) {}

  /** What the simulated confirmation page shows: the buyer's own simulated session only. */
  @Get('/api/wallet/simulated-checkout/:sessionId')
  @ActiveUser()
  get(@Param('sessionId') sessionId: string, @CurrentUser() user: UserView): Promise<SimulatedCheckoutResponse> {
    return this.queryBus.execute(new GetSimulatedCheckoutQuery(sessionId, user.id));
  }
}
