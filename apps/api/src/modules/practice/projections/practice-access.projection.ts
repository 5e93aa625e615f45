import { defineProjection } from '../../../infrastructure/projections/projection';

/**
 * `practice_access` (the spec's practice_views): who bought access to which practice. One row per
 * buyer and practice; an exclusivity upgrades the row to `exclusive` and records the end of the
 * buyer's latest exclusivity, which stays after it is over (the countdown then says 'Scaduto').
 * Rows outlive a deleted practice (the readers join `practices_view`, which drops it).
 * While the closing of the holder's accepted offer is open (issue 29) its exclusivity has no end:
 * `exclusive_until` is NULL on an exclusive row, until the closing completes or is abandoned.
 */
export const practiceAccessProjection = defineProjection({
  name: 'practice_access',
  version: 2,
  tables: ['practice_access'],
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
  apply: async (event, tx) => {
    const d = event.data as { practiceId: number; by: number; at: string; exclusiveUntil?: string; buyerId?: number };
    if (event.type !== 'PracticeAccessPurchased' && event.type !== 'ExclusivityPurchased') {
      // The closing's end is the exclusivity's: from then the countdown says 'Scaduto'.
      const until = event.type === 'OfferAccepted' ? null : d.at;
      await tx.query('UPDATE practice_access SET exclusive_until = $3 WHERE practice_id = $1 AND user_id = $2', [d.practiceId, d.buyerId, until]);
      return;
    }
    if (event.type === 'PracticeAccessPurchased') {
      await tx.query(
        `INSERT INTO practice_access (practice_id, user_id, access_type, purchased_at) VALUES ($1, $2, 'base', $3)
         ON CONFLICT (practice_id, user_id) DO NOTHING`,
        [d.practiceId, d.by, d.at],
      );
      return;
    }
    await tx.query(
      `INSERT INTO practice_access (practice_id, user_id, access_type, purchased_at, exclusive_until) VALUES ($1, $2, 'exclusive', $3, $4)
       ON CONFLICT (practice_id, user_id) DO UPDATE SET access_type = 'exclusive', exclusive_until = EXCLUDED.exclusive_until`,
      [d.practiceId, d.by, d.at, d.exclusiveUntil],
    );
  },
});
