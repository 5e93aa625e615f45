import { negotiationEventTypes, type ClosingStep, type NegotiationEvent, type PracticeDeleted, type UserPersonalDataErased } from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import { ERASED_PERSONAL_DATA } from '../../../infrastructure/personal-data/personal-data.declaration';
import { defineProjection } from '../../../infrastructure/projections/projection';

/** The answer that closes an offer: its status, and the time it was decided (a counter, a rejection, a withdrawal, its expiry, the acceptance). */
const decide = (tx: SqlExecutor, offerId: number, status: string, at: string, reason: string | null = null) =>
  tx.query('UPDATE offers_view SET status = $2, decided_at = $3, reason = $4 WHERE id = $1', [offerId, status, at, reason]);

/** Column names of a closing step's tick: the step is a closed enum of the domain, never a request's text. */
const tickColumns: Readonly<Record<ClosingStep, string>> = {
  comunicazione: 'comunicazione_at = $2, comunicazione_by = $3',
  accettazione: 'accettazione_at = $2, accettazione_by = $3',
  pagamento: 'pagamento_at = $2, pagamento_by = $3',
};

/**
 * What an erased person wrote (sealed in the log, practice.personal-data.ts) reads as a replay
 * would: their offers' notes, the reasons of their rejections (the author's other party wrote
 * those) and of the closings they abandoned.
 */
const eraseWritings = async (tx: SqlExecutor, userId: number) => {
  await tx.query('UPDATE offers_view SET notes = $2 WHERE user_id = $1 AND notes IS NOT NULL', [userId, ERASED_PERSONAL_DATA]);
  await tx.query(
    `UPDATE offers_view SET reason = $2
     WHERE status = 'rejected' AND reason IS NOT NULL AND (CASE WHEN user_id = buyer_id THEN seller_id ELSE buyer_id END) = $1`,
    [userId, ERASED_PERSONAL_DATA],
  );
  await tx.query('UPDATE closings_view SET abandon_reason = $2 WHERE abandoned_by = $1', [userId, ERASED_PERSONAL_DATA]);
};

const applyNegotiationEvent = async (tx: SqlExecutor, event: NegotiationEvent | PracticeDeleted | UserPersonalDataErased): Promise<unknown> => {
  switch (event.type) {
    case 'OfferMade': {
      const d = event.data;
      return tx.query(
        `INSERT INTO offers_view (id, practice_id, user_id, buyer_id, seller_id, amount, rate, status, notes, created_at, expires_at, replies_to, documents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11, $12::jsonb)`,
        [d.offerId, d.practiceId, d.by, d.buyerId, d.sellerId, d.amount, d.rate, d.notes, d.at, d.expiresAt, d.repliesTo, JSON.stringify(d.documents)],
      );
    }
    case 'OfferCountered':
      return decide(tx, event.data.offerId, 'countered', event.data.at);
    case 'OfferRejected':
      return decide(tx, event.data.offerId, 'rejected', event.data.at, event.data.reason);
    case 'OfferWithdrawn':
      return decide(tx, event.data.offerId, 'withdrawn', event.data.at);
    case 'OfferExpired':
      return decide(tx, event.data.offerId, 'expired', event.data.at);
    case 'OfferAccepted': {
      const d = event.data;
      await decide(tx, d.offerId, 'accepted', d.at);
      return tx.query(
        `INSERT INTO closings_view (offer_id, practice_id, buyer_id, seller_id, amount, rate, status, opened_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', $7)`,
        [d.offerId, d.practiceId, d.buyerId, d.sellerId, d.amount, d.rate, d.at],
      );
    }
    case 'ClosingStepRecorded': {
      const d = event.data;
      return tx.query(`UPDATE closings_view SET ${tickColumns[d.step]}, protocol = coalesce($4, protocol) WHERE offer_id = $1`, [
        d.offerId,
        d.at,
        d.by,
        d.protocol,
      ]);
    }
    case 'ClosingCompleted':
      return tx.query("UPDATE closings_view SET status = 'completed', ended_at = $2, protocol = $3 WHERE offer_id = $1", [
        event.data.offerId,
        event.data.at,
        event.data.protocol,
      ]);
    case 'ClosingAbandoned': {
      const d = event.data;
      return tx.query("UPDATE closings_view SET status = 'abandoned', ended_at = $2, abandon_reason = $3, abandoned_by = $4 WHERE offer_id = $1", [
        d.offerId,
        d.at,
        d.reason,
        d.by,
      ]);
    }
    case 'UserPersonalDataErased':
      return eraseWritings(tx, event.data.userId);
    case 'PracticeDeleted':
      await tx.query('DELETE FROM closings_view WHERE practice_id = $1', [event.data.practiceId]);
      return tx.query('DELETE FROM offers_view WHERE practice_id = $1', [event.data.practiceId]);
    default:
      return undefined;
  }
};

/**
 * `offers_view` and `closings_view` (issue 29): every offer of every negotiation with its answer
 * (`user_id` is the author, the spec's userId; `decided_at` the time it stopped waiting), and
 * the closing each accepted offer opened, step by step. Statuses are as recorded: readers treat a
 * pending offer past `expires_at` as expired at the time of the request, before the processor
 * records it (hence the partial index). Times come from the events only, so a rebuild equals the
 * live tables.
 */
export const negotiationsProjection = defineProjection({
  name: 'negotiations',
  version: 2,
  tables: ['offers_view', 'closings_view'],
  schema: `
    CREATE TABLE offers_view (
      id integer PRIMARY KEY,
      practice_id integer NOT NULL,
      user_id integer NOT NULL,
      buyer_id integer NOT NULL,
      seller_id integer NOT NULL,
      amount numeric(12, 2) NOT NULL,
      rate integer[] NOT NULL,
      status text NOT NULL,
      notes text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      replies_to integer,
      decided_at timestamptz,
      reason text,
      documents jsonb NOT NULL
    );
    CREATE INDEX offers_view_practice ON offers_view (practice_id);
    CREATE INDEX offers_view_pending_expiry ON offers_view (expires_at) WHERE status = 'pending';
    CREATE TABLE closings_view (
      offer_id integer PRIMARY KEY,
      practice_id integer NOT NULL,
      buyer_id integer NOT NULL,
      seller_id integer NOT NULL,
      amount numeric(12, 2) NOT NULL,
      rate integer[] NOT NULL,
      status text NOT NULL,
      protocol text,
      comunicazione_at timestamptz,
      comunicazione_by integer,
      accettazione_at timestamptz,
      accettazione_by integer,
      pagamento_at timestamptz,
      pagamento_by integer,
      opened_at timestamptz NOT NULL,
      ended_at timestamptz,
      abandon_reason text,
      abandoned_by integer
    );
    CREATE INDEX closings_view_practice ON closings_view (practice_id)
  `,
  handles: [...negotiationEventTypes, 'PracticeDeleted', 'UserPersonalDataErased'],
  apply: async (recorded, tx) => {
    await applyNegotiationEvent(tx, { type: recorded.type, data: recorded.data } as unknown as NegotiationEvent | PracticeDeleted | UserPersonalDataErased);
  },
});
