import { loadConfig } from '../../config/app-config';
import { createDatabase } from '../../database/create-database';
import { runMigrations } from '../../database/migration';
import { allMigrations } from '../../../app.migrations';

/** The database the API would use with the same environment (DATABASE_URL or DATA_DIR). */
export const openDatabase = async () => {
  const db = await createDatabase(loadConfig());
  await runMigrations(db, allMigrations);
  return db;
};
