import type { Migration } from '../../infrastructure/database/migration';
import { canonicalNamesMigration } from './migrations/0003-canonical-names';
import { twoFactorMigration } from './migrations/0019-two-factor';
import { twoFactorCapMigration } from './migrations/0019-two-factor-cap';

/** The user module's schema changes, in id order: canonical account names, the second factor. */
export const userMigrations: readonly Migration[] = [canonicalNamesMigration, twoFactorMigration, twoFactorCapMigration];
