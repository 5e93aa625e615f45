import type { Migration } from '../../infrastructure/database/migration';
import { practicesMigration } from './migrations/0006-practices';
import { practiceAccessLogMigration } from './migrations/0010-practice-access-log';
import { unclaimedUploadsByUploaderMigration } from './migrations/0011-unclaimed-uploads-by-uploader';

/** The practice module's schema changes, in id order: practice ids and documents, the download log's index. */
export const practiceMigrations: readonly Migration[] = [practicesMigration, practiceAccessLogMigration, unclaimedUploadsByUploaderMigration];
