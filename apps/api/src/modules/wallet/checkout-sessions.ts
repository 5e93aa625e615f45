import { Inject, Injectable } from '@nestjs/common';
import { checkoutDecider, checkoutStreamId, notFound, walletMessages, type CheckoutDecision, type CheckoutState } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE, EVENT_STORE } from '../../infrastructure/database/database.tokens';
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
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** The checkout a provider's payment completed (read model `checkout_payments`), if any. */
  async paidWith(paymentId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ session_id: string }>('SELECT session_id FROM checkout_payments WHERE payment_id = $1', [paymentId]);
    return rows[0]?.session_id;
  }

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
