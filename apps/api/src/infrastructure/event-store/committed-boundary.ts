import type { Database } from '../database/database';

/**
 * The last global position below which every event is committed, for work that must cover a
 * prefix of the log exactly (a checkpoint's Merkle tree, an online rebuild's catch-up): the
 * SHARE lock waits for the transactions appending now and holds new appends for the one
 * statement that reads the maximum, so no event at or below it can still commit later.
 */
export const committedBoundary = (db: Database): Promise<number> =>
  db.transaction(async (tx) => {
    await tx.query('LOCK TABLE events IN SHARE MODE');
    const { rows } = await tx.query<{ position: string }>('SELECT coalesce(max(global_position), 0)::text AS position FROM events');
    return Number(rows[0]!.position);
  });
