import type { Migration } from '../migration';

/** Appends commit one by one (PostgresEventStore.append): migration 0009's group-commit function has no caller. */
export const dropIsolatedUnitsMigration: Migration = {
  id: '0012-drop-isolated-units',
  sql: 'DROP FUNCTION IF EXISTS run_isolated(text[])',
};
