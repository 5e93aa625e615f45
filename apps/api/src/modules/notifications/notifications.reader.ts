import { Inject, Injectable } from '@nestjs/common';
import type { NotificationPreferences, NotificationsPage, StoredNotification } from '@pratiche/contracts';
import { notificationKinds, type NotificationKind } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

type NotificationRow = { id: string; kind: NotificationKind; title: string; message: string; practice_id: number | null; created_at: Date; read: boolean };

/** Read when its id is at most the user's 'Segna tutte come lette' mark, or it was opened one by one. */
const isRead = `(n.id <= COALESCE(m.read_up_to, 0) OR EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = n.user_id AND r.notification_id = n.id))`;
const FROM = 'FROM notifications n LEFT JOIN notification_read_marks m ON m.user_id = n.user_id WHERE n.user_id = $1';

const toNotification = (row: NotificationRow): StoredNotification => ({
  id: Number(row.id),
  kind: row.kind,
  title: row.title,
  message: row.message,
  ...(row.practice_id === null ? {} : { practiceId: row.practice_id }),
  createdAt: new Date(row.created_at).toISOString(),
  read: row.read,
});

/** A stored notification with the address its mail goes to. */
export type Delivery = { userId: number; email: string; emailOff: boolean; notification: StoredNotification };

/** Reads of the notification centre: the bell's pages, preferences, watches, and the recipients of one event. */
@Injectable()
export class NotificationsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page(userId: number, page: number, pageSize: number): Promise<NotificationsPage> {
    const [items, counts] = await Promise.all([
      this.db.query<NotificationRow>(`SELECT n.*, ${isRead} AS read ${FROM} ORDER BY n.id DESC LIMIT $2 OFFSET $3`, [userId, pageSize, (page - 1) * pageSize]),
      this.db.query<{ total: string; unread: string }>(`SELECT count(*) AS total, count(*) FILTER (WHERE NOT ${isRead}) AS unread ${FROM}`, [userId]),
    ]);
    return { items: items.rows.map(toNotification), total: Number(counts.rows[0]!.total), unread: Number(counts.rows[0]!.unread) };
  }

  async exists(userId: number, id: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND id = $2', [userId, id]);
    return rows.length > 0;
  }

  async latestId(userId: number): Promise<number | null> {
    const { rows } = await this.db.query<{ id: string | null }>('SELECT max(id) AS id FROM notifications WHERE user_id = $1', [userId]);
    return rows[0]?.id == null ? null : Number(rows[0].id);
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    const { rows } = await this.db.query<{ email_off: string[] }>('SELECT email_off FROM notification_preferences WHERE user_id = $1', [userId]);
    const off = new Set(rows[0]?.email_off ?? []);
    return Object.fromEntries(notificationKinds.map((kind) => [kind, { email: !off.has(kind) }])) as NotificationPreferences;
  }

  async watches(userId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ practice_id: number }>(
      'SELECT practice_id FROM practice_watches WHERE user_id = $1 AND consumed_at IS NULL ORDER BY created_at, practice_id',
      [userId],
    );
    return rows.map((r) => r.practice_id);
  }

  /** True when the practice is approved and someone else's: the only ones a buyer may watch. */
  async isWatchable(userId: number, practiceId: number): Promise<boolean> {
    const { rows } = await this.db.query("SELECT 1 FROM practices_view WHERE id = $1 AND status = 'approved' AND user_id <> $2", [practiceId, userId]);
    return rows.length > 0;
  }

  /** Everyone an event notified, with their address and whether they turned its mail off. */
  async deliveries(eventPosition: number): Promise<Delivery[]> {
    const { rows } = await this.db.query<NotificationRow & { user_id: number; email: string | null; email_off: boolean }>(
      `SELECT n.*, false AS read, u.email, COALESCE(n.kind = ANY(p.email_off), false) AS email_off
       FROM notifications n LEFT JOIN users_view u ON u.id = n.user_id LEFT JOIN notification_preferences p ON p.user_id = n.user_id
       WHERE n.id = $1`,
      [eventPosition],
    );
    return rows.filter((r) => r.email).map((r) => ({ userId: r.user_id, email: r.email!, emailOff: r.email_off, notification: toNotification(r) }));
  }

  /** Running exclusivities ending within `leadMs` of `now` whose holder has not been warned yet. */
  async exclusivitiesToWarn(now: Date, leadMs: number, limit: number): Promise<{ practiceId: number; buyerId: number; exclusiveUntil: string }[]> {
    const { rows } = await this.db.query<{ practice_id: number; buyer_id: number; ends_at: Date }>(
      'SELECT practice_id, buyer_id, ends_at FROM notification_exclusivities WHERE ends_at > $1 AND ends_at <= $2 ORDER BY ends_at LIMIT $3',
      [now, new Date(now.getTime() + leadMs), limit],
    );
    return rows.map((r) => ({ practiceId: r.practice_id, buyerId: r.buyer_id, exclusiveUntil: new Date(r.ends_at).toISOString() }));
  }
}
