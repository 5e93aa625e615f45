import type { Migration } from '../../infrastructure/database/migration';
import { canonicalNamesMigration } from './migrations/0003-canonical-names';
import { twoFactorMigration } from './migrations/0019-two-factor';
import { twoFactorCapMigration } from './migrations/0019-two-factor-cap';
import { dropWalletsAndStatusCountsMigration } from './migrations/0023-drop-wallets-and-status-counts';

/** The user module's schema changes, in id order: canonical account names, the second factor, the read-model tables users_view replaced. */
export const userMigrations: readonly Migration[] = [canonicalNamesMigration, twoFactorMigration, twoFactorCapMigration, dropWalletsAndStatusCountsMigration];
