import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock/clock';
import { ownerOnly } from '../data-dir/owner-only';
import type { Database, SqlExecutor } from '../database/database';
import type { Projection } from '../projections/projection';
import type { UploadStorage } from '../uploads/upload-storage';
import { documentPath, ident, liveOnlyTables, manifestPath, tablePath, type BackupDocument, type BackupManifest, BACKUP_FORMAT } from './backup-format';

const ROWS_PER_FETCH = 1000;

/**
 * Tables left out: those a restore derives (the read models, rebuilt from the log, and the
 * bookkeeping of schema and rebuilds) and the live sessions (a backup is no set of sign-ins).
 */
const tablesLeftOut = (projections: readonly Projection[]) =>
  new Set([...projections.flatMap((p) => p.tables), 'projection_versions', 'schema_migrations', ...liveOnlyTables]);

/**
 * Every other table of the public schema is copied: the event log, the secrets and keys
 * (credentials, reset tokens, admin PIN, app secrets, personal-data keys), uniqueness claims,
 * uploaded-file records, subscription checkpoints, and whatever a later capability adds.
 */
const tablesToCopy = async (tx: SqlExecutor, projections: readonly Projection[]) => {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const leftOut = tablesLeftOut(projections);
  return rows.map((r) => r.name).filter((name) => !leftOut.has(name));
};

/** Streams one table to JSON lines through a cursor, so no table is held in memory whole. */
const dumpTable = async (tx: SqlExecutor, folder: string, table: string): Promise<number> => {
  const out = createWriteStream(tablePath(folder, table), { flags: 'wx', mode: ownerOnly.file });
  let count = 0;
  try {
    // The log in its order: a restore's insert trigger chains each event to the one restored before it (migration 0016).
    const order = table === 'events' ? ' ORDER BY global_position' : '';
    await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM public.${ident(table)} t${order}`);
    for (;;) {
      const { rows } = await tx.query<{ line: string }>(`FETCH FORWARD ${ROWS_PER_FETCH} FROM backup_rows`);
      if (rows.length === 0) break;
      if (!out.write(rows.map((r) => `${r.line}\n`).join(''))) await once(out, 'drain');
      count += rows.length;
    }
    await tx.query('CLOSE backup_rows');
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return count;
};

/** The snapshot: every table, the sequences, the migrations and the list of stored files, all at one instant. */
const dumpDatabase = async (db: Database, folder: string, projections: readonly Projection[]) =>
  db.transaction(async (tx) => {
    // One REPEATABLE READ snapshot for every table: a transaction committing meanwhile is in none or all of them.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query(`SET LOCAL bytea_output = 'hex'`);
    const tables: BackupManifest['tables'] = [];
    for (const name of await tablesToCopy(tx, projections)) tables.push({ name, rows: await dumpTable(tx, folder, name) });
    const migrations = await tx.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    // Sequences are not transactional: read after the rows, their values are at least every id in them.
    const sequences = await tx.query<{ name: string; value: number | null }>(
      `SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    const documents = await tx.query<BackupDocument>('SELECT purpose, filename, size FROM uploaded_files ORDER BY filename');
    return { tables, migrations: migrations.rows.map((r) => r.id), sequences: sequences.rows, documents: documents.rows };
  });

/** Copies the files the snapshot knows, streamed; a file deleted since the snapshot is reported, not fatal. */
const copyDocuments = async (storage: UploadStorage, folder: string, documents: readonly BackupDocument[]) => {
  const copied: BackupDocument[] = [];
  const missing: BackupDocument[] = [];
  for (const document of documents) {
    const content = await storage.open(document.purpose, document.filename);
    if (!content) {
      missing.push(document);
      continue;
    }
    const path = documentPath(folder, document);
    await mkdir(dirname(path), { recursive: true, mode: ownerOnly.folder });
    await pipeline(content, createWriteStream(path, { flags: 'wx', mode: ownerOnly.file }));
    copied.push(document);
  }
  return { copied, missing };
};

/** The backup holds every secret: its folder is owner-only (0700), even one made beforehand, and so is all it holds. */
const requireEmptyFolder = async (folder: string) => {
  const entries = await readdir(folder).catch(() => [] as string[]);
  if (entries.length > 0) throw new Error(`${folder} is not empty: a backup goes to a new folder`);
  await mkdir(join(folder, 'tables'), { recursive: true, mode: ownerOnly.folder });
  await chmod(folder, ownerOnly.folder);
};

/**
 * Writes a consistent backup of `db` and `storage` to `folder` (new or empty): the tables in one
 * REPEATABLE READ snapshot, then the stored files that snapshot lists, then the manifest (dated by `clock`).
 */
export const writeBackup = async (
  db: Database,
  storage: UploadStorage,
  folder: string,
  projections: readonly Projection[],
  clock: Clock,
): Promise<BackupManifest> => {
  await requireEmptyFolder(folder);
  const snapshot = await dumpDatabase(db, folder, projections);
  const { copied, missing } = await copyDocuments(storage, folder, snapshot.documents);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: clock().toISOString(),
    database: db.kind,
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    documents: copied,
    missingDocuments: missing,
  };
  await writeFile(manifestPath(folder), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: ownerOnly.file });
  return manifest;
};
