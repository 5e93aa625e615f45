import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Practice ids come from a sequence (ARCHITECTURE.md section 3: the spec shows and searches
 * `#42`). Practice documents are uploads like the visura: `claimed_by_practice` says which
 * practice took one, and an upload no practice took within 24 hours is swept.
 */
export const practicesMigration: Migration = {
  id: '0006-practices',
  sql: `
    CREATE SEQUENCE practice_id_seq;
    ALTER TABLE uploaded_files ADD COLUMN claimed_by_practice integer;
    CREATE INDEX uploaded_files_claimed_by_practice ON uploaded_files (claimed_by_practice) WHERE claimed_by_practice IS NOT NULL
  `,
};
