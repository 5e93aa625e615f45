import type { Migration } from './database/migration';
import type { PersonalDataPolicy } from './personal-data/personal-data.declaration';
import type { Projection } from './projections/projection';

/**
 * What the capabilities give the infrastructure: the write side's migrations, every read model and
 * every declaration of personal fields in events. Infrastructure serves capabilities and never
 * imports them, so the app's composition root (`app.composition.ts`) hands these down.
 */
export type AppComposition = {
  migrations: readonly Migration[];
  projections: readonly Projection[];
  personalData: PersonalDataPolicy;
};
