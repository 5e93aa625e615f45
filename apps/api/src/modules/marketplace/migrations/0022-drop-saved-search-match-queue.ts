import type { Migration } from '../../../infrastructure/database/migration';

/**
 * The saved-search matcher appends each alert on a stream that must not exist yet, so it matches
 * in its catch-up subscription before the checkpoint moves and needs no queue (SavedSearchMatcher).
 * Practices still queued at the upgrade are matched again: the subscription's checkpoint moved past
 * their events, so the migration puts it back before the oldest of them.
 */
export const dropSavedSearchMatchQueueMigration: Migration = {
  id: '0022-drop-saved-search-match-queue',
  sql: `
    UPDATE subscription_checkpoints c
       SET transaction_id = e.transaction_id, global_position = e.global_position - 1, updated_at = now()
      FROM (SELECT e.transaction_id, e.global_position FROM events e
              JOIN saved_search_match_queue q ON q.global_position = e.global_position
             ORDER BY e.transaction_id, e.global_position LIMIT 1) e
     WHERE c.subscription_id = 'saved-search-matcher';
    DROP TABLE saved_search_match_queue
  `,
};
