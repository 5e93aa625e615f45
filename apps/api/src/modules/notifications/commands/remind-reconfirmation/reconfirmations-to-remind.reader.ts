import { Inject, Injectable } from '@nestjs/common';
import { reconfirmationDueAt, reconfirmationOverdue, reconfirmationReminderAt } from '@pratiche/domain';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

export type ReconfirmationToRemind = { practiceId: number; lastConfirmedAt: string };

/** How far after a confirmation the domain's instants fall (the rule stays in the domain; SQL only narrows by it). */
const offsetMs = (instantAfter: (lastConfirmedAt: string) => string) => Date.parse(instantAfter(new Date(0).toISOString()));

/**
 * The reconfirmation reminder's work list: approved practices, not ceduta or chiusa, of an
 * active owner, whose confirmation is due within the reminder's lead and not overdue yet, and
 * whose current confirmation period has not been reminded (`notification_reconfirmation_reminders`).
 */
@Injectable()
export class ReconfirmationsToRemindReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async due(now: Date, limit: number): Promise<ReconfirmationToRemind[]> {
    const { rows } = await this.db.query<{ id: number; last_confirmed_at: Date }>(
      `SELECT p.id, p.last_confirmed_at FROM practices_view p
       JOIN users_view u ON u.id = p.user_id AND u.status = 'active'
       WHERE p.status = 'approved' AND p.sale_status NOT IN ('ceduta', 'chiusa')
         AND p.last_confirmed_at <= $1 AND p.last_confirmed_at > $2
         AND NOT EXISTS (SELECT 1 FROM notification_reconfirmation_reminders r WHERE r.practice_id = p.id AND r.last_confirmed_at = p.last_confirmed_at)
       ORDER BY p.last_confirmed_at, p.id LIMIT $3`,
      [new Date(now.getTime() - offsetMs(reconfirmationReminderAt)), new Date(now.getTime() - offsetMs(reconfirmationDueAt)), limit],
    );
    const at = now.toISOString();
    return rows
      .map((r) => ({ practiceId: r.id, lastConfirmedAt: new Date(r.last_confirmed_at).toISOString() }))
      .filter((r) => Date.parse(reconfirmationReminderAt(r.lastConfirmedAt)) <= now.getTime() && !reconfirmationOverdue(r.lastConfirmedAt, at));
  }
}
