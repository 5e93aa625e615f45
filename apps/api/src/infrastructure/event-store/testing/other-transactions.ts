import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlExecutor } from '../../database/database';

/**
 * Waits until every event committed so far is below the transaction horizon that subscriptions
 * read up to (pg_snapshot_xmin). Transaction ids are server-wide: on a PostgreSQL server shared
 * with other test files, a transaction open in another database holds newer events back for a
 * while, and a subscription's catch-up would stop short of them.
 */
export const waitForOtherTransactions = async (db: SqlExecutor) => {
  const horizonPassed = async () =>
    (await db.query<{ passed: boolean }>('SELECT coalesce(max(transaction_id) < pg_snapshot_xmin(pg_current_snapshot()), true) AS passed FROM events')).rows[0]!
      .passed;
  while (!(await horizonPassed())) await sleep(20);
};
