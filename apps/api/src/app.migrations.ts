import type { Migration } from './infrastructure/database/migration';
import { eventStoreMigration } from './infrastructure/database/migrations/0001-event-store';
import { accountsMigration } from './infrastructure/database/migrations/0002-accounts';
import { canonicalNamesMigration } from './infrastructure/database/migrations/0003-canonical-names';
import { personalDataKeysMigration } from './infrastructure/database/migrations/0004-personal-data-keys';
import { sessionLifetimesMigration } from './infrastructure/database/migrations/0005-session-lifetimes';
import { practicesMigration } from './infrastructure/database/migrations/0006-practices';
import { sharedRateLimitsMigration } from './infrastructure/database/migrations/0007-shared-rate-limits';
import { adminSearchIndexesMigration } from './infrastructure/database/migrations/0008-admin-search-indexes';
import { isolatedUnitsMigration } from './infrastructure/database/migrations/0009-isolated-units';
import { practiceAccessLogMigration } from './infrastructure/database/migrations/0010-practice-access-log';
import { unclaimedUploadsByUploaderMigration } from './infrastructure/database/migrations/0011-unclaimed-uploads-by-uploader';
import { dropIsolatedUnitsMigration } from './infrastructure/database/migrations/0012-drop-isolated-units';
import { notificationCentreMigration } from './infrastructure/database/migrations/0014-notification-centre';
import { offerIdsMigration } from './infrastructure/database/migrations/0015-offer-ids';
import { eventHashChainMigration } from './infrastructure/database/migrations/0016-event-hash-chain';
import { checkpointSequenceMigration } from './infrastructure/database/migrations/0017-checkpoint-sequence';
import { uploadFingerprintsMigration } from './infrastructure/database/migrations/0021-upload-fingerprints';
import { dropSavedSearchMatchQueueMigration } from './modules/marketplace/saved-searches/drop-match-queue.migration';
import { savedSearchesMigration } from './modules/marketplace/saved-searches/saved-searches.migration';
import { twoFactorCapMigration } from './modules/user/two-factor/two-factor-cap.migration';
import { twoFactorMigration } from './modules/user/two-factor/two-factor.migration';

/** Every schema change of the write side, in order. Read-model tables come from projections. */
export const allMigrations: readonly Migration[] = [
  eventStoreMigration,
  accountsMigration,
  canonicalNamesMigration,
  personalDataKeysMigration,
  sessionLifetimesMigration,
  practicesMigration,
  sharedRateLimitsMigration,
  adminSearchIndexesMigration,
  isolatedUnitsMigration,
  practiceAccessLogMigration,
  unclaimedUploadsByUploaderMigration,
  dropIsolatedUnitsMigration,
  notificationCentreMigration,
  offerIdsMigration,
  eventHashChainMigration,
  checkpointSequenceMigration,
  savedSearchesMigration,
  twoFactorMigration,
  twoFactorCapMigration,
  uploadFingerprintsMigration,
  dropSavedSearchMatchQueueMigration,
];
