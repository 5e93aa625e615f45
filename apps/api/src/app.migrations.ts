import { infrastructureMigrations } from './infrastructure/database/infrastructure.migrations';
import type { Migration } from './infrastructure/database/migration';
import { marketplaceMigrations } from './modules/marketplace/marketplace.migrations';
import { negotiationMigrations } from './modules/negotiation/negotiation.migrations';
import { notificationsMigrations } from './modules/notifications/notifications.migrations';
import { practiceMigrations } from './modules/practice/practice.migrations';
import { userMigrations } from './modules/user/user.migrations';

/**
 * Every schema change of the write side, each owned by the module whose tables it changes
 * (`modules/<capability>/migrations/`, the infrastructure's in `infrastructure/database/migrations/`),
 * assembled in id order: the order they always ran in, since an id is what a database records as
 * applied. Read-model tables come from projections.
 */
export const allMigrations: readonly Migration[] = [
  ...infrastructureMigrations,
  ...userMigrations,
  ...practiceMigrations,
  ...notificationsMigrations,
  ...negotiationMigrations,
  ...marketplaceMigrations,
].sort((a, b) => a.id.localeCompare(b.id));
