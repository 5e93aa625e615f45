import { allMigrations } from '../app.migrations';
import { runMigrations } from '../infrastructure/database/migration';
import { createPreparedDatabase } from '../infrastructure/database/testing/fresh-database';

/**
 * A fresh database with every migration applied and no read model: what the event-store,
 * projection and command-handling tests start from. In a jest run the migrations run once per
 * run, not once per file (`createPreparedDatabase`); the app's tests use `createMigratedDatabase`.
 */
export const createMigratedSchema = () => createPreparedDatabase('migrations', (db) => runMigrations(db, allMigrations));
