import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Each practice upload sums the bytes its seller holds in unclaimed uploads (at most 100 MB,
 * modules/practice): this index keeps that sum to the seller's few unclaimed rows.
 */
export const unclaimedUploadsByUploaderMigration: Migration = {
  id: '0011-unclaimed-uploads-by-uploader',
  sql: `
    CREATE INDEX uploaded_files_unclaimed_by_uploader ON uploaded_files (uploaded_by)
      WHERE claimed_by_practice IS NULL AND claimed_by_user IS NULL
  `,
};
