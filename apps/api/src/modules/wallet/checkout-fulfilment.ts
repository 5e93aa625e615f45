import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { checkoutDecider, checkoutStreamId, walletStreamId, type CheckoutDecision } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import { toMetadata, type RequestContext } from '../../infrastructure/command-handling/request-context';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { StreamWrite } from '../../infrastructure/event-store/event-store.types';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { foldCheckout } from './checkout-sessions';

export type Fulfilment = { credited: boolean; userId: number };

/**
 * Completes a paid checkout exactly once: `CheckoutCompleted` on `checkout-{session}` with the
 * stream's expected version and `CreditsPurchased` on the buyer's wallet, in one atomic append.
 * Of several reports of one payment (webhook retries, concurrent deliveries, a double click on
 * the simulated page) one append wins; the others meet a version conflict, read the stream again,
 * find it completed and append nothing. The wallet is written with 'any' version: adding credits
 * never depends on the balance, so it never waits for the marketplace's spending.
 * These events hold no personal data, so nothing is sealed.
 */
@Injectable()
export class CheckoutFulfilment {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  fulfil(sessionId: string, paymentId: string, context: RequestContext): Promise<Fulfilment> {
    return this.executor.retryingConflicts(() => this.attempt(sessionId, paymentId, context));
  }

  private async attempt(sessionId: string, paymentId: string, context: RequestContext): Promise<Fulfilment> {
    const streamId = checkoutStreamId(sessionId);
    const history = await this.store.readStream(streamId);
    const state = foldCheckout(history);
    const events = checkoutDecider.decide({ type: 'CompleteCheckout', data: { sessionId, paymentId, at: this.clock().toISOString() } }, state);
    const userId = state.status === 'none' ? 0 : state.userId;
    if (events.length === 0) return { credited: false, userId };
    const metadata = toMetadata(context);
    const toNew = (e: CheckoutDecision) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata });
    const writes: StreamWrite[] = [
      { streamId, expectedVersion: history.length, events: events.filter((e) => e.type !== 'CreditsPurchased').map(toNew) },
      { streamId: walletStreamId(userId), expectedVersion: 'any', events: events.filter((e) => e.type === 'CreditsPurchased').map(toNew) },
    ];
    const result = await this.store.append(writes);
    this.executor.publish(result.events);
    return { credited: true, userId };
  }
}
