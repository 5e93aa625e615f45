import type { SavedSearchDigestSent, SavedSearchMatched } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineFoldSetProjection } from '../../../infrastructure/projections/fold-set-projection';
import { defineProjection } from '../../../infrastructure/projections/projection';

/** A match of a 'daily' search awaiting its digest. */
export type PendingMatchRow = { searchId: number; practiceId: number; buyerId: number; matchedAt: string };

/**
 * A buyer's pending matches after `event`: a match is listed when its search mailed daily at the
 * time (the event records it), and leaves with the digest that told it; the buyer's erasure
 * empties the list.
 */
export const evolvePendingMatches = (rows: readonly PendingMatchRow[], event: RecordedEvent): readonly PendingMatchRow[] => {
  switch (event.type) {
    case 'SavedSearchMatched': {
      const d = event.data as SavedSearchMatched['data'];
      if (d.mail !== 'daily' || rows.some((r) => r.searchId === d.searchId && r.practiceId === d.practiceId)) return rows;
      return [...rows, { searchId: d.searchId, practiceId: d.practiceId, buyerId: d.buyerId, matchedAt: d.at }];
    }
    case 'SavedSearchDigestSent': {
      const told = new Set((event.data as SavedSearchDigestSent['data']).matches.map((m) => `${m.searchId}/${m.practiceId}`));
      return rows.filter((r) => !told.has(`${r.searchId}/${r.practiceId}`));
    }
    case 'UserPersonalDataErased':
      return rows.length === 0 ? rows : [];
    default:
      return rows;
  }
};

/** Every event here names the buyer: the match's, the digest's user, the erased user. */
const buyerOf = (event: RecordedEvent) => {
  const d = event.data as { buyerId?: number; userId?: number };
  return (d.buyerId ?? d.userId)!;
};

/**
 * `saved_search_pending`: the matches of 'daily' searches not yet in a digest (issue 31), the
 * daily digest's work list, a fold of each buyer's matches.
 */
const pendingMatches = defineFoldSetProjection<PendingMatchRow>({
  name: 'saved-search-matches',
  // 2: a fold (the search's mail recorded in the match, no read of saved_searches).
  version: 2,
  table: 'saved_search_pending',
  schema: `
    CREATE TABLE saved_search_pending (
      search_id integer NOT NULL,
      practice_id integer NOT NULL,
      buyer_id integer NOT NULL,
      matched_at timestamptz NOT NULL,
      PRIMARY KEY (search_id, practice_id)
    );
    CREATE INDEX saved_search_pending_buyer ON saved_search_pending (buyer_id)
  `,
  handles: ['SavedSearchMatched', 'SavedSearchDigestSent', 'UserPersonalDataErased'],
  columns: { searchId: 'search_id', practiceId: 'practice_id', buyerId: 'buyer_id', matchedAt: 'matched_at' },
  primaryKey: ['searchId', 'practiceId'],
  key: buyerOf,
  rowsOf: 'buyer_id = $1 ORDER BY matched_at, search_id, practice_id',
  evolve: evolvePendingMatches,
});

/** On erasure the buyer's searches go too, inline (a plain table, not a read model): their names are the buyer's own words. */
export const savedSearchMatchesProjection = {
  ...pendingMatches,
  ...defineProjection({
    ...pendingMatches,
    apply: async (event, tx) => {
      await pendingMatches.apply(event, tx);
      if (event.type === 'UserPersonalDataErased') await tx.query('DELETE FROM saved_searches WHERE user_id = $1', [buyerOf(event)]);
    },
  }),
};
