import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Issue 31: a buyer's saved searches of the marketplace. A plain table, not events: a search is a
 * preference that decides nothing and moves no money (like the notifications' watches). `name_key`
 * is the name's canonical form (`savedSearchNameKey`), unique per user; `unsubscribe_token` is the
 * random secret of the mails' one-click unsubscribe link, which turns off that search's mail only.
 * `saved_search_match_queue` held the practices the matcher's subscription found newly listed
 * (dropped by migration 0022: the subscription matches them itself).
 */
export const savedSearchesMigration: Migration = {
  id: '0018-saved-searches',
  sql: `
    CREATE TABLE saved_searches (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL,
      name text NOT NULL,
      name_key text NOT NULL,
      filters jsonb NOT NULL,
      mail text NOT NULL CHECK (mail IN ('immediate', 'daily', 'off')),
      unsubscribe_token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX saved_searches_name ON saved_searches (user_id, name_key);
    CREATE TABLE saved_search_match_queue (
      global_position bigint PRIMARY KEY,
      practice_id integer NOT NULL,
      recorded_at timestamptz NOT NULL
    )
  `,
};
