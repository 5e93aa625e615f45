import { appComposition } from '../app.composition';
import { restoreBackup } from '../infrastructure/backup/restore-backup';
import { loadConfig } from '../infrastructure/config/app-config';
import { createDatabase } from '../infrastructure/database/create-database';
import { createUploadStorage } from '../infrastructure/uploads/create-upload-storage';
import { backupFolderArgument } from './backup-folder';
import { runCli } from './run-cli';

/**
 * `npm run restore -- <folder>`: loads a backup into the empty database and storage that
 * DATABASE_URL or DATA_DIR and S3_* name, then rebuilds the read models. The database is opened
 * without migrating it first: the restore applies the backup's migrations itself.
 */
const main = async () => {
  const folder = backupFolderArgument('npm run restore -- <backup folder>');
  const config = loadConfig();
  const db = await createDatabase(config);
  const storage = createUploadStorage(config);
  try {
    const summary = await restoreBackup(db, storage, folder, appComposition);
    console.log(
      `Restored ${folder}: ${summary.rows} rows, ${summary.documents} documents; read models rebuilt from ${summary.replayed} events` +
        (summary.migrationsAfter.length > 0 ? `; then migrated (${summary.migrationsAfter.join(', ')})` : '') + '.',
    );
  } finally {
    storage.close();
    await db.close();
  }
};

runCli(main);
