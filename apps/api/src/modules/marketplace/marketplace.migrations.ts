import type { Migration } from '../../infrastructure/database/migration';
import { savedSearchesMigration } from './migrations/0018-saved-searches';
import { dropSavedSearchMatchQueueMigration } from './migrations/0022-drop-saved-search-match-queue';

/** The marketplace module's schema changes, in id order. */
export const marketplaceMigrations: readonly Migration[] = [savedSearchesMigration, dropSavedSearchMatchQueueMigration];
