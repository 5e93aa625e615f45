import type { Migration } from '../migration';

/**
 * One encryption key per person whose data travels inside events (crypto-shredding,
 * ARCHITECTURE.md section 3). Erasing the person sets `key` to NULL: the row stays as a
 * tombstone, so a later event about that subject is stored already erased instead of getting a
 * new key. An ordinary table, never the log: a key must be destroyable.
 */
export const personalDataKeysMigration: Migration = {
  id: '0004-personal-data-keys',
  sql: `
    CREATE TABLE personal_data_keys (
      subject text PRIMARY KEY,
      key bytea,
      created_at timestamptz NOT NULL DEFAULT now(),
      erased_at timestamptz,
      CONSTRAINT personal_data_keys_erased CHECK ((key IS NULL) = (erased_at IS NOT NULL))
    )
  `,
};
