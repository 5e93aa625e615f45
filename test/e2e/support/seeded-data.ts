import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { admin, freshDataDir } from './server';

/** The demo seed takes 25 s with other tests running; this is the most it may take. */
export const seedTimeoutMs = 180_000;

/**
 * A new data folder holding the demo seed of `npm run seed` (500 practices and 50 users), for
 * `startProduct(dataDir)`. It runs the built seed command as a person would after a first start,
 * in its own process, on a copy of the migrated folder (`freshDataDir`: no migrations to run): the
 * embedded database opens in one process at a time, so before the product starts.
 */
export const seededDataDir = async (): Promise<string> => {
  const dataDir = freshDataDir();
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_PIN: admin.pin,
    LOG_LEVEL: 'silent',
  };
  await promisify(execFile)(process.execPath, [resolve(__dirname, '../../../apps/api/dist/cli/seed.js')], { env, timeout: seedTimeoutMs });
  return dataDir;
};
