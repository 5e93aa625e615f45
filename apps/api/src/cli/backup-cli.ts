import { resolve } from 'node:path';
import { loadConfig, type AppConfig } from '../infrastructure/config/app-config';
import type { Database } from '../infrastructure/database/database';
import { createUploadStorage } from '../infrastructure/uploads/create-upload-storage';
import type { UploadStorage } from '../infrastructure/uploads/upload-storage';
import { runCli } from './run-cli';

export type BackupSite = { folder: string; db: Database; storage: UploadStorage };

/** The folder named after `--`; relative to where `npm run` was typed (INIT_CWD), not to the repository root. */
const folderArgument = (usage: string): string => {
  const folder = process.argv[2];
  if (!folder) throw new Error(`Usage: ${usage}`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), folder);
};

/**
 * How `npm run backup` and `npm run restore` run: the backup folder named on the command line,
 * the database `open` gives and the document storage the API would use (DATABASE_URL or
 * DATA_DIR, S3_*), both closed when `work` ends.
 */
export const runBackupCli = (usage: string, open: (config: AppConfig) => Promise<Database>, work: (site: BackupSite) => Promise<void>) =>
  runCli(async () => {
    const folder = folderArgument(usage);
    const config = loadConfig();
    const db = await open(config);
    const storage = await createUploadStorage(config);
    try {
      await work({ folder, db, storage });
    } finally {
      storage.close();
      await db.close();
    }
  });
