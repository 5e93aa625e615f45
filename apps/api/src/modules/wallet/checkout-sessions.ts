import { Inject, Injectable } from '@nestjs/common';
import { checkoutDecider, checkoutStreamId, notFound, walletMessages, type CheckoutDecision, type CheckoutState } from '@pratiche/domain';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.types';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';

/** The checkout's state from its stream. */
export const foldCheckout = (history: readonly RecordedEvent[]): CheckoutState =>
  history.reduce<CheckoutState>(
    (s, e) => checkoutDecider.evolve(s, { type: e.type, data: e.data } as unknown as CheckoutDecision),
    checkoutDecider.initialState(),
  );

type KnownCheckout = Exclude<CheckoutState, { status: 'none' }>;

/** A checkout as its stream says it is (a few events: folded on read, no read model needed). */
@Injectable()
export class CheckoutSessions {
  constructor(@Inject(EVENT_STORE) private readonly store: PostgresEventStore) {}

  async load(sessionId: string): Promise<CheckoutState> {
    return foldCheckout(await this.store.readStream(checkoutStreamId(sessionId)));
  }

  /** The caller's own simulated checkout; anyone else's, or a card one, is not found. */
  async ownSimulated(sessionId: string, userId: number): Promise<KnownCheckout> {
    const checkout = await this.load(sessionId);
    if (checkout.status === 'none' || checkout.userId !== userId || checkout.provider !== 'simulated') {
      throw notFound(walletMessages.checkoutNotFound);
    }
    return checkout;
  }
}
