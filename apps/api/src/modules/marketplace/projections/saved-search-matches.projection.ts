import type { SavedSearchDigestSent, SavedSearchMatched, UserPersonalDataErased } from '@pratiche/domain';
import { defineProjection } from '../../../infrastructure/projections/projection';

/**
 * `saved_search_pending`: the matches of 'daily' searches not yet in a digest (issue 31), the
 * daily digest's work list. A match is listed when its search mails daily at the time of the
 * match, and leaves with the digest that told it. On erasure the buyer's searches go too: their
 * names are the buyer's own words.
 */
export const savedSearchMatchesProjection = defineProjection({
  name: 'saved-search-matches',
  version: 1,
  tables: ['saved_search_pending'],
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
  apply: async (event, tx) => {
    if (event.type === 'SavedSearchMatched') {
      const d = event.data as SavedSearchMatched['data'];
      await tx.query(
        `INSERT INTO saved_search_pending (search_id, practice_id, buyer_id, matched_at)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM saved_searches WHERE id = $1 AND mail = 'daily') ON CONFLICT DO NOTHING`,
        [d.searchId, d.practiceId, d.buyerId, d.at],
      );
    } else if (event.type === 'SavedSearchDigestSent') {
      const d = event.data as SavedSearchDigestSent['data'];
      await tx.query(
        `DELETE FROM saved_search_pending WHERE (search_id, practice_id) IN
           (SELECT m."searchId", m."practiceId" FROM jsonb_to_recordset($1::jsonb) AS m("searchId" integer, "practiceId" integer))`,
        [JSON.stringify(d.matches)],
      );
    } else {
      const { userId } = event.data as UserPersonalDataErased['data'];
      await tx.query('DELETE FROM saved_search_pending WHERE buyer_id = $1', [userId]);
      await tx.query('DELETE FROM saved_searches WHERE user_id = $1', [userId]);
    }
  },
});
