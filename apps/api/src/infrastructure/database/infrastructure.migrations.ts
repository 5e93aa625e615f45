import type { Migration } from './migration';
import { eventStoreMigration } from './migrations/0001-event-store';
import { accountsMigration } from './migrations/0002-accounts';
import { personalDataKeysMigration } from './migrations/0004-personal-data-keys';
import { sessionLifetimesMigration } from './migrations/0005-session-lifetimes';
import { sharedRateLimitsMigration } from './migrations/0007-shared-rate-limits';
import { adminSearchIndexesMigration } from './migrations/0008-admin-search-indexes';
import { isolatedUnitsMigration } from './migrations/0009-isolated-units';
import { dropIsolatedUnitsMigration } from './migrations/0012-drop-isolated-units';
import { eventHashChainMigration } from './migrations/0016-event-hash-chain';
import { checkpointSequenceMigration } from './migrations/0017-checkpoint-sequence';
import { uploadFingerprintsMigration } from './migrations/0021-upload-fingerprints';

/**
 * The infrastructure's schema changes, in id order: the event store and its hash chain, personal
 * data keys, sessions, uploads, rate limits. 0002 (credentials beside sessions and uploads) and
 * 0008 (the users tab's pg_trgm beside the log's actor index) serve several modules at once and
 * stay here: an applied migration is never split or renamed.
 */
export const infrastructureMigrations: readonly Migration[] = [
  eventStoreMigration,
  accountsMigration,
  personalDataKeysMigration,
  sessionLifetimesMigration,
  sharedRateLimitsMigration,
  adminSearchIndexesMigration,
  isolatedUnitsMigration,
  dropIsolatedUnitsMigration,
  eventHashChainMigration,
  checkpointSequenceMigration,
  uploadFingerprintsMigration,
];
