import type { AppComposition } from '../app-composition';
import { ensureProjectionsCurrent } from '../projections/projection-runner';
import type { Database } from './database';
import { runMigrations } from './migration';

/** Brings the schema and the read models up to date; safe to run at every start. */
export const prepareDatabase = async (db: Database, { migrations, projections }: Pick<AppComposition, 'migrations' | 'projections'>) => {
  const migrated = await runMigrations(db, migrations);
  const rebuilt = await ensureProjectionsCurrent(db, projections);
  return { migrated, rebuilt };
};
