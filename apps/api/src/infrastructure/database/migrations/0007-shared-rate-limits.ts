import type { Migration } from '../migration';

/**
 * Rate-limit counters shared by every API instance on a PostgreSQL server (rate-limiter-flexible's
 * RateLimiterPostgres, its own table shape): one row per limit name and key, `points` used and
 * `expire` in epoch milliseconds. Embedded PGlite (one process) keeps counting in memory.
 */
export const sharedRateLimitsMigration: Migration = {
  id: '0007-shared-rate-limits',
  sql: `
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )
  `,
};
