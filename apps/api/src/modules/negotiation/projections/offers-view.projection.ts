import { practiceStreamId, type DocumentFingerprint, type NegotiationEvent, type OfferMade, type OfferRejected } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { reprojectedOnErasure, type PersonalRows } from '../../../infrastructure/projections/erasure-reprojection';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

export type OfferRow = {
  id: number;
  practiceId: number;
  userId: number;
  buyerId: number;
  sellerId: number;
  amount: number;
  rate: string[];
  status: 'pending' | 'countered' | 'rejected' | 'withdrawn' | 'expired' | 'accepted';
  notes: string | null;
  createdAt: string;
  expiresAt: string;
  repliesTo: number | null;
  decidedAt: string | null;
  reason: string | null;
  documents: DocumentFingerprint[];
  /** The bank the buyer declared a current account with for this deal, the correntista route (issue 45); a counter keeps it. */
  correntistaOf: number | null;
};

/**
 * A party's erasure: deletes its rows of `table` (those of the negotiations where it is the buyer
 * or the seller) and names their practices' streams, whose events fold them again.
 */
export const partyRowsIn =
  (table: 'offers_view' | 'closings_view'): PersonalRows =>
  async (tx, userId) => {
    const { rows } = await tx.query<{ practice_id: number }>(`DELETE FROM ${table} WHERE $1 IN (buyer_id, seller_id) RETURNING practice_id`, [userId]);
    return [...new Set(rows.map((r) => practiceStreamId(r.practice_id)))];
  };

/** The answer each event gives an offer: it stops waiting, with this status. */
const decisions: Partial<Record<NegotiationEvent['type'], OfferRow['status']>> = {
  OfferCountered: 'countered',
  OfferRejected: 'rejected',
  OfferWithdrawn: 'withdrawn',
  OfferExpired: 'expired',
  OfferAccepted: 'accepted',
};

/** An offer after `event`: made pending, then decided once (a counter, a rejection with its reason, a withdrawal, its expiry, the acceptance). */
export const evolveOffer = (row: OfferRow | null, event: RecordedEvent): OfferRow | null => {
  if (event.type === 'OfferMade') {
    // The rest of the event is the row's terms, parties and practice, field for field.
    const { offerId, by, at, correntistaOf = null, ...made } = event.data as OfferMade['data'];
    return { id: offerId, userId: by, createdAt: at, ...made, correntistaOf, status: 'pending', decidedAt: null, reason: null };
  }
  const status = decisions[event.type as NegotiationEvent['type']];
  if (row === null || status === undefined) return row;
  const { at, reason = null } = event.data as OfferRejected['data'];
  return { ...row, status, decidedAt: at, reason };
};

/**
 * `offers_view` (issue 29): every offer of every negotiation with its answer (`user_id` is the
 * author, the spec's userId; `decided_at` the time it stopped waiting). Statuses are as recorded:
 * readers treat a pending offer past `expires_at` as expired at the time of the request, before
 * the processor records it (hence the partial index). A deleted practice's offers stay: every
 * reader joins `practices_view`, which drops the practice. The erasure of a party folds the
 * offers of its negotiations again from the log, where its notes and the reasons of its
 * rejections now read 'Dato cancellato'. v3: a fold. v4: `correntista_of`, the deal's route, which
 * the holdings read (issue 45; an offer made before it has none: the ordinary route). v5: `rate` by
 * rata id (issue 45).
 */
export const offersViewProjection = reprojectedOnErasure(
  defineFoldProjection<OfferRow>({
    name: 'offers_view',
    version: 5,
    table: 'offers_view',
    schema: `
      CREATE TABLE offers_view (
        id integer PRIMARY KEY,
        practice_id integer NOT NULL,
        user_id integer NOT NULL,
        buyer_id integer NOT NULL,
        seller_id integer NOT NULL,
        amount numeric(12, 2) NOT NULL,
        rate text[] NOT NULL,
        status text NOT NULL,
        notes text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        replies_to integer,
        decided_at timestamptz,
        reason text,
        documents jsonb NOT NULL,
        correntista_of integer
      );
      CREATE INDEX offers_view_practice ON offers_view (practice_id);
      CREATE INDEX offers_view_pending_expiry ON offers_view (expires_at) WHERE status = 'pending'
    `,
    handles: ['OfferMade', ...Object.keys(decisions)],
    columns: {
      id: 'id',
      practiceId: 'practice_id',
      userId: 'user_id',
      buyerId: 'buyer_id',
      sellerId: 'seller_id',
      amount: 'amount',
      rate: 'rate',
      status: 'status',
      notes: 'notes',
      createdAt: 'created_at',
      expiresAt: 'expires_at',
      repliesTo: 'replies_to',
      decidedAt: 'decided_at',
      reason: 'reason',
      documents: 'documents',
      correntistaOf: 'correntista_of',
    },
    json: ['documents'],
    primaryKey: ['id'],
    key: (event) => (event.data as { offerId: number }).offerId,
    current: 'id = $1',
    opens: ['OfferMade'],
    evolve: evolveOffer,
  }),
  partyRowsIn('offers_view'),
);
