import type { Migration } from '../../../infrastructure/database/migration';

/**
 * The cap on second-factor guesses: the account's consecutive wrong codes at sign-in (the code
 * step is refused at 10 until the password changes), and one row per pending sign-in counting its
 * own wrong codes (dropped at 3). Both are taken by one atomic UPDATE before a code is checked.
 */
export const twoFactorCapMigration: Migration = {
  id: '0019-two-factor-cap',
  sql: `
    ALTER TABLE two_factor_secrets ADD COLUMN failed_codes integer NOT NULL DEFAULT 0;
    CREATE TABLE two_factor_pending_sign_ins (
      id text PRIMARY KEY,
      user_id integer NOT NULL,
      wrong_codes integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX two_factor_pending_sign_ins_expiry ON two_factor_pending_sign_ins (expires_at)
  `,
};
