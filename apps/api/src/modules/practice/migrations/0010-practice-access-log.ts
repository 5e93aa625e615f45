import type { Migration } from '../../../infrastructure/database/migration';

/**
 * Document downloads are recorded each in a stream of its own (modules/practice,
 * practice-access-log.ts), so they never conflict with the practice's commands; the admin's
 * history of a practice finds them by practice id through this partial index.
 */
export const practiceAccessLogMigration: Migration = {
  id: '0010-practice-access-log',
  sql: `
    CREATE INDEX events_practice_document_accesses ON events ((data ->> 'practiceId'), global_position)
      WHERE type = 'PracticeDocumentsAccessed'
  `,
};
