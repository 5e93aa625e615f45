import type { Migration } from '../../infrastructure/database/migration';
import { savedSearchesMigration } from './migrations/0018-saved-searches';

/** The marketplace module's schema changes, in id order. */
export const marketplaceMigrations: readonly Migration[] = [savedSearchesMigration];
