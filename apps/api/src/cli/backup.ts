import { allProjections } from '../app.projections';
import { writeBackup } from '../infrastructure/backup/write-backup';
import { systemClock } from '../infrastructure/clock/clock';
import { runBackupCli } from './backup-cli';
import { openDatabase } from './open-database';

/**
 * `npm run backup -- <folder>`: the event log, the secret and key tables and every stored
 * document of the database and storage the API would use, in one consistent snapshot, to a new
 * folder.
 */
runBackupCli('npm run backup -- <new folder>', openDatabase, async ({ folder, db, storage }) => {
  const manifest = await writeBackup(db, storage, folder, allProjections, systemClock);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Backup written to ${folder}: ${manifest.tables.length} tables (${rows} rows), ${manifest.documents.length} documents.`);
  for (const d of manifest.missingDocuments) console.warn(`Not copied, deleted since the snapshot: ${d.purpose} ${d.filename}`);
});
