import { Inject, Injectable } from '@nestjs/common';
import type { NotificationKind } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/**
 * The notification centre's own writes (migration 0014): read marks, e-mail preferences and
 * watches. Plain rows, not events: they change no money nor any decision, and nobody audits
 * which notification was read; the notifications themselves come from events.
 */
@Injectable()
export class NotificationCentreStore {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async markRead(userId: number, id: number): Promise<void> {
    await this.db.query('INSERT INTO notification_reads (user_id, notification_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, id]);
  }

  /** Everything up to `upTo` is read; the single reads it covers are no longer needed. */
  async markAllRead(userId: number, upTo: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO notification_read_marks (user_id, read_up_to) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET read_up_to = GREATEST(notification_read_marks.read_up_to, EXCLUDED.read_up_to)`,
        [userId, upTo],
      );
      await tx.query('DELETE FROM notification_reads WHERE user_id = $1 AND notification_id <= $2', [userId, upTo]);
    });
  }

  async setEmailOff(userId: number, kinds: NotificationKind[]): Promise<void> {
    await this.db.query(
      'INSERT INTO notification_preferences (user_id, email_off) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET email_off = EXCLUDED.email_off',
      [userId, kinds],
    );
  }

  async watch(userId: number, practiceId: number, at: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO practice_watches (user_id, practice_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, practice_id) WHERE consumed_at IS NULL DO NOTHING',
      [userId, practiceId, at],
    );
  }

  async unwatch(userId: number, practiceId: number): Promise<void> {
    await this.db.query('DELETE FROM practice_watches WHERE user_id = $1 AND practice_id = $2 AND consumed_at IS NULL', [userId, practiceId]);
  }
}
