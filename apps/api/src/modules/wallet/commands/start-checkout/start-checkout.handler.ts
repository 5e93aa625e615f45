import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutResponse } from '@pratiche/contracts';
import { checkoutDecider, checkoutStreamId, packageForCheckout } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { StartCheckoutCommand } from './start-checkout.command';

/**
 * The package is checked against the catalogue before the provider is asked (a tampered price
 * never reaches Stripe). `CheckoutStarted` is appended before the answer gives the browser the
 * payment page, so every session anyone can pay is known when its payment is reported.
 */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, isAdmin, requested, context }: StartCheckoutCommand): Promise<CheckoutResponse> {
    const pkg = packageForCheckout(requested, isAdmin);
    const session = await this.provider.createSession({ userId, pkg });
    await this.executor.execute({
      decider: checkoutDecider,
      streamId: checkoutStreamId(session.sessionId),
      command: {
        type: 'StartCheckout',
        data: { sessionId: session.sessionId, userId, isAdmin, requested, provider: this.provider.kind, at: this.clock().toISOString() },
      },
      context,
    });
    return { url: session.url };
  }
}
