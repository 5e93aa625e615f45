import { allMigrations } from './app.migrations';
import { allPersonalData } from './app.personal-data';
import { allProjections } from './app.projections';
import type { AppComposition } from './infrastructure/app-composition';

/** The capabilities' contributions to the infrastructure, assembled once for the API and the command-line tools. */
export const appComposition: AppComposition = {
  migrations: allMigrations,
  projections: allProjections,
  personalData: allPersonalData,
};
