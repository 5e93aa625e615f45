import { allMigrations } from '../../app.migrations';
import { allProjections } from '../../app.projections';
import { ensureProjectionsCurrent } from '../projections/projection-runner';
import type { Database } from './database';
import { runMigrations } from './migration';

/** Brings the schema and the read models up to date; safe to run at every start. */
export const prepareDatabase = async (db: Database) => {
  const migrated = await runMigrations(db, allMigrations);
  const rebuilt = await ensureProjectionsCurrent(db, allProjections);
  return { migrated, rebuilt };
};
