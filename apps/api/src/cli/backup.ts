import { allProjections } from '../app.projections';
import { writeBackup } from '../infrastructure/backup/write-backup';
import { systemClock } from '../infrastructure/clock/clock';
import { loadConfig } from '../infrastructure/config/app-config';
import { createUploadStorage } from '../infrastructure/uploads/create-upload-storage';
import { backupFolderArgument } from './backup-folder';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/**
 * `npm run backup -- <folder>`: the event log, the secret and key tables and every stored
 * document of the database and storage the API would use (DATABASE_URL or DATA_DIR, S3_*), in
 * one consistent snapshot, to a new folder.
 */
const main = async () => {
  const folder = backupFolderArgument('npm run backup -- <new folder>');
  const db = await openDatabase();
  const storage = createUploadStorage(loadConfig());
  try {
    const manifest = await writeBackup(db, storage, folder, allProjections, systemClock);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Backup written to ${folder}: ${manifest.tables.length} tables (${rows} rows), ${manifest.documents.length} documents.`);
    for (const d of manifest.missingDocuments) console.warn(`Not copied, deleted since the snapshot: ${d.purpose} ${d.filename}`);
  } finally {
    storage.close();
    await db.close();
  }
};

runCli(main);
