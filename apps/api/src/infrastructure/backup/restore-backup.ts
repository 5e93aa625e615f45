import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { AppComposition } from '../app-composition';
import type { Database, SqlExecutor } from '../database/database';
import { runMigrations } from '../database/migration';
import { rebuildProjections } from '../projections/projection-runner';
import { uploadPurposes, type UploadStorage } from '../uploads/upload-storage';
import { documentPath, ident, liveOnlyTables, readManifest, tablePath, type BackupManifest } from './backup-format';

const ROWS_PER_INSERT = 500;

/** A restore writes only into a database where nothing happened yet, and a store with no file. */
const requireEmpty = async (db: Database, storage: UploadStorage) => {
  const { rows } = await db.query<{ events: string | null }>(`SELECT to_regclass('public.events')::text AS events`);
  if (rows[0]?.events) {
    const { rowCount } = await db.query('SELECT 1 FROM events LIMIT 1');
    if (rowCount > 0) throw new Error('The database is not empty: restore into a new database (a new DATA_DIR, or a new DATABASE_URL database)');
  }
  for (const purpose of uploadPurposes) {
    if ((await storage.list(purpose)).length > 0) throw new Error('The document storage is not empty: restore into a new DATA_DIR or a new, empty bucket');
  }
};

/** The columns a row may be inserted with (generated columns compute themselves). */
const insertableColumns = async (tx: SqlExecutor, table: string) => {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`Table ${table} of the backup does not exist after its migrations`);
  return rows.map((r) => ident(r.name)).join(', ');
};

/**
 * Loads one table's JSON lines in batches: json_populate_recordset reads each value with the
 * column type's own input function (bytea from hex, xid8, timestamptz, jsonb), so rows come back
 * exactly. Rows a migration may have seeded are replaced by the backup's.
 */
const loadTable = async (tx: SqlExecutor, folder: string, table: string): Promise<number> => {
  const columns = await insertableColumns(tx, table);
  const target = `public.${ident(table)}`;
  await tx.query(`DELETE FROM ${target}`);
  const insert = (lines: string[]) =>
    tx.query(`INSERT INTO ${target} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${target}, $1::json)`, [
      `[${lines.join(',')}]`,
    ]);
  let batch: string[] = [];
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(tablePath(folder, table)), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    count++;
    if (batch.length === ROWS_PER_INSERT) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return count;
};

const restoreSequences = async (tx: SqlExecutor, sequences: BackupManifest['sequences']) => {
  for (const { name, value } of sequences) {
    if (value === null) continue;
    const { rows } = await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [`public.${ident(name)}`]);
    // A read model's own sequence is not there yet: the rebuild creates it afresh.
    if (rows[0]?.found) await tx.query('SELECT setval($1::regclass, $2)', [`public.${ident(name)}`, value]);
  }
};

/**
 * Transaction ids belong to the server that wrote them: the new database's counter may be far
 * below, and subscribers read only below `pg_snapshot_xmin`, so old ids would hide the log. The
 * restored log becomes this restore's own transaction, read in global-position order. Each
 * checkpoint moves to the last position before its first unhandled event: nothing is skipped,
 * and an event handled out of position order (concurrent commits) may be handled again.
 */
const renumberTransactions = async (tx: SqlExecutor) => {
  await tx.query(
    `UPDATE subscription_checkpoints c SET transaction_id = pg_current_xact_id(), global_position = COALESCE(
       (SELECT min(e.global_position) - 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)),
       (SELECT max(e.global_position) FROM events e),
       0)`,
  );
  await tx.query('UPDATE events SET transaction_id = pg_current_xact_id()');
};

const restoreDocuments = async (storage: UploadStorage, folder: string, documents: BackupManifest['documents']) => {
  for (const document of documents) {
    await storage.restore(document.purpose, document.filename, createReadStream(documentPath(folder, document)), document.size);
  }
};

export type RestoreSummary = { rows: number; replayed: number; documents: number; migrationsAfter: string[] };

/**
 * Loads the backup in `folder` into an empty database and store: the backup's migrations, its
 * rows in one transaction, the migrations newer than the backup, a rebuild of every read model,
 * then the files. A failure leaves a half-restored target: start again on a new one.
 */
export const restoreBackup = async (
  db: Database,
  storage: UploadStorage,
  folder: string,
  { migrations, projections }: Pick<AppComposition, 'migrations' | 'projections'>,
): Promise<RestoreSummary> => {
  const manifest = await readManifest(folder);
  const known = new Set(migrations.map((m) => m.id));
  const unknown = manifest.migrations.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`The backup comes from a newer version (migrations ${unknown.join(', ')}): restore it with that version`);
  await requireEmpty(db, storage);
  await runMigrations(
    db,
    migrations.filter((m) => manifest.migrations.includes(m.id)),
  );
  const rows = await db.transaction(async (tx) => {
    let loaded = 0;
    for (const { name } of manifest.tables) if (!liveOnlyTables.includes(name)) loaded += await loadTable(tx, folder, name);
    await restoreSequences(tx, manifest.sequences);
    await renumberTransactions(tx);
    return loaded;
  });
  const migrationsAfter = await runMigrations(db, migrations);
  const replayed = await rebuildProjections(db, projections);
  await restoreDocuments(storage, folder, manifest.documents);
  return { rows, replayed, documents: manifest.documents.length, migrationsAfter };
};
