import type { Database, SqlExecutor } from './database';

/** A versioned schema change. Ids sort in the order they must run; never edit an applied one. */
export type Migration = {
  id: string;
  sql: string;
  /** Data changes that need the application's own functions (canonical names), run after `sql` in its transaction. */
  run?: (tx: SqlExecutor) => Promise<void>;
};

// Any constant works; it only has to be the same for every instance starting at once.
const MIGRATION_LOCK = 7_342_001;

/** Applies the migrations not yet recorded, each in its own transaction, in both database modes. */
export const runMigrations = async (db: Database, migrations: readonly Migration[]): Promise<string[]> => {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.rowCount > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await migration.run?.(tx);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
};

/** Migrations are plain DDL separated by semicolons at line ends (no functions with bodies). */
const splitStatements = (sql: string) =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
