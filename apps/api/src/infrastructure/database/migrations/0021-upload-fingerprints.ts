import type { Migration } from '../migration';

/**
 * The SHA-256 of each stored file, hashed once at upload from its temporary copy: an offer
 * (issue 29) records the practice's documents by these hashes without reading storage. Files
 * stored before this migration have none; they are hashed from storage the first time an
 * allowed offer needs them, and the hash is kept (`DocumentFingerprints`).
 */
export const uploadFingerprintsMigration: Migration = {
  id: '0021-upload-fingerprints',
  sql: 'ALTER TABLE uploaded_files ADD COLUMN sha256 text',
};
