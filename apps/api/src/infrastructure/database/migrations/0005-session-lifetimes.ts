import type { Migration } from '../migration';

/**
 * Sessions get an absolute deadline beside the idle one (`expires_at`), so a session used all day
 * still ends. Rows from before get the default lifetimes (12 hours at most, 30 idle minutes)
 * counted from the upgrade, rather than the 7 renewable days they were issued with.
 */
export const sessionLifetimesMigration: Migration = {
  id: '0005-session-lifetimes',
  sql: `
    ALTER TABLE sessions ADD COLUMN absolute_expires_at timestamptz;
    UPDATE sessions SET
      absolute_expires_at = LEAST(expires_at, now() + interval '12 hours'),
      expires_at = LEAST(expires_at, now() + interval '30 minutes');
    ALTER TABLE sessions ALTER COLUMN absolute_expires_at SET NOT NULL
  `,
};
