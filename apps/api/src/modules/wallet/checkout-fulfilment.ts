import { Inject, Injectable } from '@nestjs/common';
import { checkoutCompletionDecider, checkoutStreamId, notFound, walletMessages, walletStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';
import { CheckoutSessions } from './checkout-sessions';

export type Fulfilment = { credited: boolean; userId: number };

/**
 * Completes a paid checkout exactly once, through the command executor: `CheckoutCompleted` on
 * `checkout-{session}` at the version read and `CreditsPurchased` on the buyer's wallet, in one
 * atomic append. Of several reports of one payment (webhook retries, concurrent deliveries, a
 * double click on the simulated page) one append wins; the others meet a version conflict, read
 * the stream again, find it completed and append nothing. The wallet is append-only here (any
 * version): adding credits never depends on the balance, so it never waits for the marketplace's
 * spending. These events hold no personal data, so nothing is sealed.
 */
@Injectable()
export class CheckoutFulfilment {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly checkouts: CheckoutSessions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async fulfil(sessionId: string, paymentId: string, context: RequestContext): Promise<Fulfilment> {
    // The buyer of a checkout never changes: read once to name the wallet.
    const checkout = await this.checkouts.load(sessionId);
    if (checkout.status === 'none') throw notFound(walletMessages.checkoutNotFound);
    const { userId } = checkout;
    const { events } = await this.executor.executeOnStreams({
      decider: checkoutCompletionDecider,
      streamIds: { checkout: checkoutStreamId(sessionId), wallet: walletStreamId(userId) },
      appendOnlyStreams: ['wallet'],
      command: { type: 'CompleteCheckout', data: { sessionId, paymentId, at: this.clock().toISOString() } },
      context,
    });
    return { credited: (events.checkout ?? []).length > 0, userId };
  }
}
