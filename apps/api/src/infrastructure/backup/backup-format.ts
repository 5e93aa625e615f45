import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { folderOf, type UploadPurpose } from '../uploads/upload-storage';

/**
 * A backup is a folder: `manifest.json` (written last, so its presence means the backup is
 * whole), `tables/<table>.jsonl` (one row per line, as PostgreSQL's row_to_json writes it) and
 * `documents/<purpose folder>/<stored name>` (the files' bytes).
 */
export const BACKUP_FORMAT = 1;

export type BackupDocument = { purpose: UploadPurpose; filename: string; size: number };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The schema the rows fit: restore applies these migrations, loads the rows, then the newer ones. */
  migrations: string[];
  tables: { name: string; rows: number }[];
  /** Sequences' last values (ids drawn outside the log: users, practices, global positions). */
  sequences: { name: string; value: number | null }[];
  documents: BackupDocument[];
  /** Files that had a row in the snapshot but were gone from storage when copied (deleted meanwhile). */
  missingDocuments: BackupDocument[];
};

/** Live sign-ins: never written to a backup, nor loaded from an older one that holds them, so a restore signs everyone out. */
export const liveOnlyTables: readonly string[] = ['sessions'];

export const manifestPath = (folder: string) => join(folder, 'manifest.json');
export const tablePath = (folder: string, table: string) => join(folder, 'tables', `${table}.jsonl`);
export const documentPath = (folder: string, { purpose, filename }: Pick<BackupDocument, 'purpose' | 'filename'>) =>
  join(folder, 'documents', folderOf[purpose], filename);

export const readManifest = async (folder: string): Promise<BackupManifest> => {
  const text = await readFile(manifestPath(folder), 'utf8').catch(() => {
    throw new Error(`${folder} holds no manifest.json: not a backup, or one that did not finish`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`Backup format ${String(manifest.format)} is not supported (expected ${BACKUP_FORMAT})`);
  return manifest;
};

/** A table or sequence name as a quoted SQL identifier (names come from the catalog or a manifest). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
