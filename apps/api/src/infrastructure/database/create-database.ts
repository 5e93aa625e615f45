import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite.database';
import { createPostgresDatabase } from './postgres.database';

/** Server mode when DATABASE_URL is set, else embedded PGlite in DATA_DIR/pgdata. */
export const createDatabase = (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> =>
  config.databaseUrl ? Promise.resolve(createPostgresDatabase(config.databaseUrl)) : createPgliteDatabase(join(config.dataDir, 'pgdata'));
