import { loadConfig } from '../../config/app-config';
import { createDatabase } from '../../database/create-database';
import { prepareDatabase } from '../../database/prepare-database';

/** The database the API would use with the same environment (DATABASE_URL or DATA_DIR), up to date. */
export const openDatabase = async () => {
  const db = await createDatabase(loadConfig());
  await prepareDatabase(db);
  return db;
};
