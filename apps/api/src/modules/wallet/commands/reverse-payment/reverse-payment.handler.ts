import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkoutStreamId, paymentReversalDecider, walletStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { CheckoutSessions } from '../../checkout-sessions';
import { ReversePaymentCommand, type ReversalOutcome } from './reverse-payment.command';

/**
 * Finds the checkout the payment completed, then decides over that checkout and the buyer's wallet
 * and appends both in one transaction with their expected versions (retried on conflict): a report
 * delivered twice, or in parallel, takes credits back once, and spending cannot slip between the
 * balance read and the debit.
 */
@CommandHandler(ReversePaymentCommand)
export class ReversePaymentHandler implements ICommandHandler<ReversePaymentCommand> {
  private readonly logger = new Logger('PaymentReversal');

  constructor(
    private readonly executor: CommandExecutor,
    private readonly checkouts: CheckoutSessions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ paymentId, reason, reference, amountCents, context }: ReversePaymentCommand): Promise<ReversalOutcome> {
    const sessionId = await this.checkouts.paidWith(paymentId);
    if (!sessionId) return { found: false, reversed: false };
    // The buyer of a checkout never changes: read once to name the wallet, then decided over both streams.
    const checkout = await this.checkouts.load(sessionId);
    if (checkout.status === 'none') return { found: false, reversed: false };
    const { userId } = checkout;
    const { events } = await this.executor.executeOnStreams({
      decider: paymentReversalDecider,
      streamIds: { checkout: checkoutStreamId(sessionId), wallet: walletStreamId(userId) },
      command: { type: 'ReversePayment', data: { sessionId, reason, reference, amountCents, at: this.clock().toISOString() } },
      context,
    });
    const owed = events.wallet?.find((e) => e.type === 'WalletFlagged');
    if (owed) this.logger.warn(`Payment ${paymentId} (${reason}): credits already spent, wallet of user ${userId} flagged for an admin`);
    return { found: true, reversed: (events.checkout ?? []).length > 0 };
  }
}
