import { notices, type UserEditedByAdmin, type UserPersonalDataErased, type UserRegistered } from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { defineProjection, type ReplayBatch } from '../../../infrastructure/projections/projection';
import { practiceOwnerSql } from '../../practice/practice-owners';
import { noticeEvents, noticesOf, type NoticeTo } from './notices-of';

/** Where a saved search's name goes in its alert's message (never in a name: names are trimmed text). */
const NAME_SLOT = '\u0000';

/** The alert's message around the search's name (the message without a name is the one the search's row, once deleted, leaves). */
const namedMessage = (practiceId: number) => {
  const [before, after] = notices.savedSearchAlert(practiceId, NAME_SLOT).message.split(NAME_SLOT) as [string, string];
  return { name_before: before, name_after: after };
};

/** A notice as the one INSERT below reads it: its row, and its audience as columns (one of user_id, owner_of, admins, watchers_of). */
type NoticeRecord = {
  id: number;
  kind: string;
  title: string;
  message: string;
  practice_id: number | null;
  created_at: string;
  user_id?: number;
  owner_of?: number;
  admins?: boolean;
  watchers_of?: number;
  watched_by?: string;
  search_id?: number;
  name_before?: string;
  name_after?: string;
};

const recordOf = (event: RecordedEvent, { notice, to, searchId }: NoticeTo): NoticeRecord => {
  const row = { id: event.globalPosition, ...notice, practice_id: notice.practiceId, created_at: event.recordedAt.toISOString() };
  const audience =
    'userId' in to
      ? { user_id: to.userId }
      : 'ownerOf' in to
        ? { owner_of: to.ownerOf }
        : 'admins' in to
          ? { admins: true }
          : { watchers_of: to.watchersOf, watched_by: to.watchedBy };
  const named = searchId === undefined ? {} : { search_id: searchId, ...namedMessage(notice.practiceId!) };
  return { ...row, ...audience, ...named };
};

/**
 * Every notice of a batch in one statement, with one bind parameter: the recipients resolved in
 * SQL as the event's transaction sees them (the owner in practices_view, kept before this read
 * model; the active admins in users_view; the watchers), the saved search's name from its row.
 * One event tells a user once: a holder who is also an active admin gets the first of its notices
 * (issue 46's added document reaches both audiences).
 */
const insertNotices = `
  INSERT INTO notifications (id, user_id, kind, title, message, practice_id, created_at)
  SELECT n.id, r.user_id, n.kind, n.title, coalesce(n.name_before || s.name || n.name_after, n.message), n.practice_id, n.created_at
  FROM json_to_recordset($1::json) AS n(id bigint, kind text, title text, message text, practice_id integer, created_at timestamptz,
    user_id integer, owner_of integer, admins boolean, watchers_of integer, watched_by timestamptz, search_id integer, name_before text, name_after text)
  CROSS JOIN LATERAL (
    SELECT n.user_id WHERE n.user_id IS NOT NULL
    UNION ALL ${practiceOwnerSql('n.owner_of')}
    UNION ALL SELECT id FROM users_view WHERE n.admins AND is_admin AND status = 'active'
    UNION ALL SELECT user_id FROM practice_watches
      WHERE practice_id = n.watchers_of AND created_at <= n.watched_by AND (consumed_at IS NULL OR consumed_at = n.watched_by)
  ) AS r(user_id)
  LEFT JOIN saved_searches s ON s.id = n.search_id
  ON CONFLICT (user_id, id) DO NOTHING`;

/**
 * Watches asked before the practice came back are consumed: marked with the expiry's time, not
 * deleted, so a replay finds the same watchers, and a watch asked later is left alone. A watch
 * two expiries of a batch reach is consumed by the first.
 */
const consumeWatches = `
  UPDATE practice_watches w SET consumed_at = x.at
  FROM (SELECT practice_id, min(at) AS at FROM json_to_recordset($1::json) AS e(practice_id integer, at timestamptz) GROUP BY practice_id) x
  WHERE w.practice_id = x.practice_id AND w.created_at <= x.at AND w.consumed_at IS NULL`;

const expiries = (records: readonly NoticeRecord[]) =>
  records.flatMap((r) => (r.watchers_of === undefined ? [] : [{ practice_id: r.watchers_of, at: r.watched_by }]));

const writeNotices = async (tx: SqlExecutor, records: readonly NoticeRecord[]) => {
  if (records.length === 0) return;
  await tx.query(insertNotices, [JSON.stringify(records)]);
  const expired = expiries(records);
  if (expired.length > 0) await tx.query(consumeWatches, [JSON.stringify(expired)]);
};

/** The erased user's notifications, reads, preferences and watches go in the erasure's transaction: messages are the user's. */
const erase = async (tx: SqlExecutor, userId: number) => {
  await tx.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
  for (const table of ['notification_reads', 'notification_read_marks', 'notification_preferences', 'practice_watches']) {
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
};

/** The user events that decide who is an active admin (users_view's `is_admin` and `status`). */
const adminEvents = ['UserRegistered', 'UserApproved', 'UserRejected', 'UserBlocked', 'UserActivated', 'UserEditedByAdmin', 'UserDeleted'];
const statusAfter: Record<string, string> = { UserApproved: 'active', UserRejected: 'rejected', UserBlocked: 'blocked', UserActivated: 'active' };

/**
 * The active admins as a replay passes each event, folded from the user events as users_view
 * keeps `is_admin` and `status`: a data-change notice goes to the admins of its time, as inline
 * (users_view may not have this window's rows yet when the notices are written).
 */
export const activeAdmins = () => {
  const users = new Map<number, { admin: boolean; status: string }>();
  return {
    apply: (event: RecordedEvent) => {
      const { userId } = event.data as { userId: number };
      const user = users.get(userId);
      if (event.type === 'UserRegistered') users.set(userId, { admin: (event.data as UserRegistered['data']).isAdmin, status: 'pending' });
      else if (event.type === 'UserDeleted') users.delete(userId);
      else if (user && event.type in statusAfter) user.status = statusAfter[event.type]!;
      else if (user && event.type === 'UserEditedByAdmin') user.admin = (event.data as UserEditedByAdmin['data']).changes.isAdmin ?? user.admin;
    },
    now: () => [...users].flatMap(([id, u]) => (u.admin && u.status === 'active' ? [id] : [])),
  };
};

/**
 * A replay: each window's notices in one INSERT ... SELECT (recipients resolved in SQL once the
 * window's practices_view rows are written: its batch flushes first), the admins named from the
 * fold above, then the erasures of the window, each deleting the user's notifications before it.
 */
const replayer = (tx: SqlExecutor): ReplayBatch => {
  const admins = activeAdmins();
  let records: NoticeRecord[] = [];
  let erasures: { userId: number; before: number }[] = [];
  return {
    apply: (event) => {
      admins.apply(event);
      if (event.type === 'UserPersonalDataErased')
        erasures.push({ userId: (event.data as UserPersonalDataErased['data']).userId, before: event.globalPosition });
      for (const notice of noticesOf(event)) {
        if ('admins' in notice.to) for (const userId of admins.now()) records.push(recordOf(event, { ...notice, to: { userId } }));
        else records.push(recordOf(event, notice));
      }
    },
    flush: async () => {
      await writeNotices(tx, records);
      for (const { userId, before } of erasures) await tx.query('DELETE FROM notifications WHERE user_id = $1 AND id < $2', [userId, before]);
      records = [];
      erasures = [];
    },
  };
};

/**
 * `notifications`: each user's stored notifications (the bell in the header), written in the
 * transaction of the event that causes them, so each exists exactly once whichever instance
 * recorded it. The row's id is the event's position in the log, so it survives a rebuild and the
 * read state kept apart (migration 0014) still applies. What each event tells is `noticesOf`
 * (notices-of.ts); the warnings' and reminders' work lists are folds of their own
 * (notification-work-lists.projection.ts).
 */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  // 10: replayed in one INSERT per window (no legacy replay), the admins folded from the user events.
  version: 10,
  tables: ['notifications'],
  schema: `
    CREATE TABLE notifications (
      id bigint NOT NULL,
      user_id integer NOT NULL,
      kind text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      practice_id integer,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, id)
    )
  `,
  handles: [...new Set([...noticeEvents, ...adminEvents, 'UserPersonalDataErased'])],
  apply: async (event, tx) => {
    if (event.type === 'UserPersonalDataErased') return erase(tx, (event.data as UserPersonalDataErased['data']).userId);
    await writeNotices(
      tx,
      noticesOf(event).map((notice) => recordOf(event, notice)),
    );
  },
  replayer,
});
