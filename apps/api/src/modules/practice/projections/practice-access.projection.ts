import type { ExclusivityPurchased, OfferAccepted, PracticeAccessPurchased } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

export type PracticeAccessRow = {
  practiceId: number;
  userId: number;
  accessType: 'base' | 'exclusive';
  purchasedAt: string;
  exclusiveUntil: string | null;
};

/** Who an event is about: the buyer of a purchase, the buyer of the offer a closing is about. */
const buyerOf = (event: RecordedEvent) => {
  const d = event.data as { by: number; buyerId?: number };
  return event.type === 'PracticeAccessPurchased' || event.type === 'ExclusivityPurchased' ? d.by : d.buyerId!;
};

/**
 * A buyer's access to a practice after `event`. A purchase opens the row (the domain sells base
 * access once; an exclusivity upgrades a base row, which keeps its purchase time); the closing of
 * an accepted offer has no end while it is open, and its end is the exclusivity's: from then the
 * countdown says 'Scaduto'.
 */
export const evolvePracticeAccess = (row: PracticeAccessRow | null, event: RecordedEvent): PracticeAccessRow | null => {
  switch (event.type) {
    case 'PracticeAccessPurchased': {
      const d = event.data as PracticeAccessPurchased['data'];
      return { practiceId: d.practiceId, userId: d.by, accessType: 'base', purchasedAt: d.at, exclusiveUntil: null };
    }
    case 'ExclusivityPurchased': {
      const d = event.data as ExclusivityPurchased['data'];
      return { practiceId: d.practiceId, userId: d.by, accessType: 'exclusive', purchasedAt: d.at, exclusiveUntil: d.exclusiveUntil };
    }
    default: {
      const { at } = event.data as OfferAccepted['data'];
      return row && { ...row, exclusiveUntil: event.type === 'OfferAccepted' ? null : at };
    }
  }
};

/**
 * `practice_access` (the spec's practice_views): who bought access to which practice. One row per
 * buyer and practice; an exclusivity upgrades the row to `exclusive` and records the end of the
 * buyer's latest exclusivity, which stays after it is over (the countdown then says 'Scaduto').
 * Rows outlive a deleted practice (the readers join `practices_view`, which drops it).
 * While the closing of the holder's accepted offer is open (issue 29) its exclusivity has no end:
 * `exclusive_until` is NULL on an exclusive row, until the closing completes or is abandoned.
 */
export const practiceAccessProjection = defineFoldProjection<PracticeAccessRow>({
  name: 'practice_access',
  version: 3,
  table: 'practice_access',
  schema: `
    CREATE TABLE practice_access (
      practice_id integer NOT NULL,
      user_id integer NOT NULL,
      access_type text NOT NULL,
      purchased_at timestamptz NOT NULL,
      exclusive_until timestamptz,
      PRIMARY KEY (practice_id, user_id)
    );
    CREATE INDEX practice_access_user ON practice_access (user_id, purchased_at DESC, practice_id DESC)
  `,
  handles: ['PracticeAccessPurchased', 'ExclusivityPurchased', 'OfferAccepted', 'ClosingCompleted', 'ClosingAbandoned'],
  columns: { practiceId: 'practice_id', userId: 'user_id', accessType: 'access_type', purchasedAt: 'purchased_at', exclusiveUntil: 'exclusive_until' },
  primaryKey: ['practiceId', 'userId'],
  key: (event) => [(event.data as { practiceId: number }).practiceId, buyerOf(event)],
  current: 'practice_id = $1 AND user_id = $2',
  // A purchase is one upsert, as before the fold: the purchases' cost budgets hold.
  opens: ['PracticeAccessPurchased', 'ExclusivityPurchased'],
  keeps: ['purchasedAt'],
  evolve: evolvePracticeAccess,
});
