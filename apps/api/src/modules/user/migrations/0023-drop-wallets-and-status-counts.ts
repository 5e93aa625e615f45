import type { Migration } from '../../../infrastructure/database/migration';

/**
 * users_view folds the wallet balance itself and the users tab counts users_view per status when
 * read (users_view version 7): the `wallets` read model and `user_status_counts` have no writer
 * left. A projection's rebuild drops only the tables it still declares, and a backup copies every
 * table no read model declares, so the two go here, with `wallets`' recorded version.
 */
export const dropWalletsAndStatusCountsMigration: Migration = {
  id: '0023-drop-wallets-and-status-counts',
  sql: `
    DROP TABLE IF EXISTS wallets;
    DROP TABLE IF EXISTS user_status_counts;
    DELETE FROM projection_versions WHERE projection = 'wallets'
  `,
};
