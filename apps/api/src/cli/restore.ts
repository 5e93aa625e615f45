import { appComposition } from '../app.composition';
import { restoreBackup } from '../infrastructure/backup/restore-backup';
import { createDatabase } from '../infrastructure/database/create-database';
import { runBackupCli } from './backup-cli';

/**
 * `npm run restore -- <folder>`: loads a backup into the empty database and storage the API
 * would use, then rebuilds the read models. The database is opened without migrating it first:
 * the restore applies the backup's migrations itself.
 */
runBackupCli('npm run restore -- <backup folder>', createDatabase, async ({ folder, db, storage }) => {
  const summary = await restoreBackup(db, storage, folder, appComposition);
  console.log(
    `Restored ${folder}: ${summary.rows} rows, ${summary.documents} documents; read models rebuilt from ${summary.replayed} events` +
      (summary.migrationsAfter.length > 0 ? `; then migrated (${summary.migrationsAfter.join(', ')})` : '') +
      '.',
  );
});
