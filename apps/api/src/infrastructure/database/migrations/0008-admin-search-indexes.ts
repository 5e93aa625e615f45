import type { Migration } from '../migration';

/**
 * Indexes for the admin panel's searches, measured with bench/admin.ts on PostgreSQL (50,000
 * users, 1,000,000 events, loaded 2-core machine):
 * - pg_trgm, so the users tab's substring search (`LIKE '%...%'` on four columns) reads GIN
 *   indexes (users-view.projection.ts) instead of scanning users_view: its count 135 -> 10 ms.
 *   A trusted extension: the database owner may create it. PGlite loads its build (pglite.database.ts).
 * - the log's `actor` filter (GET /api/admin/events): an actor with few events made the keyset
 *   scan walk the whole log, 2.1 s; with this index 0.2 ms. 30 MB per million events, one more
 *   B-tree entry per append.
 */
export const adminSearchIndexesMigration: Migration = {
  id: '0008-admin-search-indexes',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX events_actor ON events ((metadata ->> 'actorId'), global_position)
  `,
};
