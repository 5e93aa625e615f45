import { Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { WalletBalanceResponse } from '@pratiche/contracts';
import { notFound, walletMessages } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { CheckoutSessions } from '../../checkout-sessions';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { simulatedPaymentId } from '../../payments/simulated-payment-provider';
import { CompleteCheckoutCommand } from './complete-checkout.command';

@Controller()
export class SimulatedCheckoutController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly checkouts: CheckoutSessions,
    private readonly users: UsersReader,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * The simulated provider's "payment": only while no card provider is configured, only the
   * buyer's own session. Confirming twice is the same payment (one id per session), credited once.
   */
  @Post('/api/wallet/simulated-checkout/:sessionId/confirm')
  @HttpCode(200)
  @ActiveUser()
  async confirm(@Param('sessionId') sessionId: string, @CurrentUser() user: UserView, @Req() req: Request): Promise<WalletBalanceResponse> {
    if (this.provider.kind !== 'simulated') throw notFound(walletMessages.checkoutNotFound);
    await this.checkouts.ownSimulated(sessionId, user.id);
    await this.commandBus.execute(new CompleteCheckoutCommand(sessionId, simulatedPaymentId(sessionId), contextFromRequest(req)));
    const walletBalance = (await this.users.byId(user.id))?.walletBalance ?? 0;
    return { message: 'Pagamento simulato completato', walletBalance };
  }
}
