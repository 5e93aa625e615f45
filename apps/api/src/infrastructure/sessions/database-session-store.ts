import session, { type SessionData } from 'express-session';
import type { Clock } from '../clock/clock';
import type { Database } from '../database/database';
import { perTurnBatcher } from '../database/per-turn-batcher';

/** A live session's row and its user's row (null: no such user any more). */
type SessionWithUser = { sess: SessionData; expires_at: Date; user_id: number | null; user_row: Record<string, unknown> | null };

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** How long a session lives: `idleMs` after its last request, `maxMs` after sign-in at most. */
export type SessionLifetimes = { idleMs: number; maxMs: number };

/** The signed-in user's id as passport stores it, kept in a column so a user's sessions can be ended. */
const userIdOf = (sess: SessionData): number | null => {
  const user = (sess as SessionData & { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'number' ? user : null;
};

/**
 * Emitted with the ids of the sessions this instance just ended (logout, blocked user, password
 * reset, expiry), so what else hangs on a session, such as a live `/ws` connection, can end too.
 */
export const SESSIONS_ENDED = 'sessions-ended';

/** A request renews the idle deadline only when its last renewal is older than this: one write a minute per active session at most. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** Past this many sessions read and not yet touched (requests that ended without a touch), the memo starts afresh. */
const MAX_REMEMBERED_DEADLINES = 10_000;

/** Adapts a promise to express-session's callback style. */
const settle = <T>(work: Promise<T>, callback?: Callback<T>) => {
  work.then((value) => callback?.(undefined, value)).catch((error) => callback?.(error));
};

/**
 * express-session store on the `sessions` table of our database, so sessions survive a restart
 * and are shared by every instance. The server decides when a session ends, whatever the cookie
 * says: `expires_at` is pushed `idleMs` ahead by each request but never past
 * `absolute_expires_at`, fixed when the session row is created (a sign-in regenerates the session,
 * so that is the sign-in time). Expired rows are never returned nor renewed, and are purged by
 * `purgeExpired`. A request renews the deadline at most once per TOUCH_INTERVAL_MS, so a session
 * may end up to that much before `idleMs` after its very last request.
 */
export class DatabaseSessionStore extends session.Store {
  /** The idle deadline each session had when this instance read it, until the request's touch. */
  private readonly deadlines = new Map<string, number>();
  /** The user row read with each session (readUserRowsFrom), until its request takes it. */
  private readonly userRows = new Map<string, { userId: number; row: Record<string, unknown> | null }>();
  private userView: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly lifetimes: SessionLifetimes,
    private readonly clock: Clock,
  ) {
    super();
  }

  /**
   * From now on every session read also reads the row of `view` whose `id` is the session's user,
   * in the same round trip (a LEFT JOIN), and keeps it for the request to take (`takeUserRow`):
   * the user module's per-request user load then costs no round trip of its own. `view` is a
   * fixed table name given by code, never user input.
   */
  readUserRowsFrom(view: string): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(view)) throw new Error(`Not a table name: ${view}`);
    this.userView = view;
  }

  /**
   * The row of `userId` read with session `sid` (null: no such user any more), once: undefined
   * when none was read for that user (another user id, no join, or already taken).
   */
  takeUserRow(sid: string, userId: number): Record<string, unknown> | null | undefined {
    const read = this.userRows.get(sid);
    this.userRows.delete(sid);
    return read?.userId === userId ? read.row : undefined;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const read = (this.userView ? this.readWithUser(sid) : this.readAlone(sid)).then((row) => {
      if (row) this.rememberDeadline(sid, row.expires_at);
      return row?.sess ?? null;
    });
    settle(read, callback);
  }

  private async readAlone(sid: string) {
    const { rows } = await this.db.query<{ sess: SessionData; expires_at: Date }>(
      'SELECT sess, expires_at FROM sessions WHERE sid = $1 AND expires_at > $2',
      [sid, this.clock()],
      // Every request with a cookie runs it: planned once per connection.
      'sessions_get',
    );
    return rows[0];
  }

  /** The session and its user's row: what a signed-in request reads first, in one round trip. */
  private async readWithUser(sid: string) {
    // Whatever this read finds replaces what an earlier read of the session left untaken.
    this.userRows.delete(sid);
    const row = await this.sessionsWithUsers.load(sid);
    if (row && row.user_id !== null) {
      if (this.userRows.size >= MAX_REMEMBERED_DEADLINES) this.userRows.clear();
      this.userRows.set(sid, { userId: row.user_id, row: row.user_row });
    }
    return row;
  }

  /** The sessions that concurrent requests read during one turn of the event loop, in one query. */
  private readonly sessionsWithUsers = perTurnBatcher<string, SessionWithUser | undefined>(async (sids) => {
    const { rows } = await this.db.query<SessionWithUser & { sid: string }>(
      `SELECT s.sid, s.sess, s.expires_at, s.user_id, to_jsonb(u) AS user_row
       FROM sessions s LEFT JOIN ${this.userView} u ON u.id = s.user_id
       WHERE s.sid = ANY($1::text[]) AND s.expires_at > $2`,
      [sids, this.clock()],
      'sessions_get_with_users',
    );
    const bySid = new Map(rows.map((row) => [row.sid, row]));
    return sids.map((sid) => bySid.get(sid));
  });

  /** Creates the row with both deadlines, or renews a live one; an expired row stays expired. */
  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.deadlines.delete(sid);
    const now = this.clock();
    const write = this.db.query(
      `INSERT INTO sessions (sid, sess, user_id, expires_at, absolute_expires_at)
       VALUES ($1, $2::jsonb, $3, LEAST($4::timestamptz, $5::timestamptz), $5::timestamptz)
       ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, user_id = EXCLUDED.user_id,
         expires_at = LEAST($4::timestamptz, sessions.absolute_expires_at)
       WHERE sessions.expires_at > $6`,
      [sid, JSON.stringify(sess), userIdOf(sess), this.idleDeadline(now), new Date(now.getTime() + this.lifetimes.maxMs), now],
    );
    settle(
      write.then(() => undefined),
      callback,
    );
  }

  /** A request on a live session pushes its idle deadline, up to the absolute one, unless it was pushed less than a minute ago. */
  override touch(sid: string, _sess: SessionData, callback?: Callback): void {
    const now = this.clock();
    const seen = this.deadlines.get(sid);
    this.deadlines.delete(sid);
    if (seen !== undefined && seen > this.idleDeadline(now).getTime() - TOUCH_INTERVAL_MS) return callback?.();
    const write = this.db.query('UPDATE sessions SET expires_at = LEAST($2::timestamptz, absolute_expires_at) WHERE sid = $1 AND expires_at > $3', [
      sid,
      this.idleDeadline(now),
      now,
    ]);
    settle(
      write.then(() => undefined),
      callback,
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.deadlines.delete(sid);
    this.userRows.delete(sid);
    settle(
      this.deleteWhere('sid = $1', [sid]).then(() => undefined),
      callback,
    );
  }

  /** Ends every session of a user (password reset, account blocked), but the one making the request. */
  destroyUserSessions(userId: number, exceptSid?: string): Promise<number> {
    return this.deleteWhere('user_id = $1 AND sid <> $2', [userId, exceptSid ?? '']);
  }

  purgeExpired(now = this.clock()): Promise<number> {
    return this.deleteWhere('expires_at <= $1', [now]);
  }

  private rememberDeadline(sid: string, expiresAt: Date): void {
    if (this.deadlines.size >= MAX_REMEMBERED_DEADLINES) this.deadlines.clear();
    this.deadlines.set(sid, expiresAt.getTime());
  }

  private idleDeadline(now: Date): Date {
    return new Date(now.getTime() + this.lifetimes.idleMs);
  }

  /** Deletes session rows and tells listeners which ones ended (see SESSIONS_ENDED). */
  private async deleteWhere(condition: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ sid: string }>(`DELETE FROM sessions WHERE ${condition} RETURNING sid`, params);
    if (rows.length > 0)
      this.emit(
        SESSIONS_ENDED,
        rows.map((row) => row.sid),
      );
    return rows.length;
  }
}
