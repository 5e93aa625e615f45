import { appComposition } from '../app.composition';
import { loadConfig } from '../infrastructure/config/app-config';
import { createDatabase } from '../infrastructure/database/create-database';
import { prepareDatabase } from '../infrastructure/database/prepare-database';

/** The database the API would use with the same environment (DATABASE_URL or DATA_DIR), up to date. */
export const openDatabase = async (config = loadConfig()) => {
  const db = await createDatabase(config);
  await prepareDatabase(db, appComposition);
  return db;
};
