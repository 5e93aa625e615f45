import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Two-factor sign-in's secrets (issue 31), ordinary tables and never the log: the TOTP secret of
 * each user (unconfirmed while the user is scanning it), the last time step a code was accepted
 * for (a step is accepted once), and the SHA-256 of each unused recovery code.
 */
export const twoFactorMigration: Migration = {
  id: '0019-two-factor',
  sql: `
    CREATE TABLE two_factor_secrets (
      user_id integer PRIMARY KEY,
      secret text NOT NULL,
      confirmed boolean NOT NULL DEFAULT false,
      last_used_step bigint NOT NULL DEFAULT -1
    );
    CREATE TABLE two_factor_recovery_codes (user_id integer NOT NULL, code_hash text NOT NULL, PRIMARY KEY (user_id, code_hash))
  `,
};
