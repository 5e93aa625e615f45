import session, { type SessionData } from 'express-session';
import type { Database } from '../database/database';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** Lifetime of a session row when the cookie carries no expiry (it always does here). */
const FALLBACK_TTL_MS = 24 * 60 * 60 * 1000;

const expiryOf = (sess: SessionData): Date => {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + FALLBACK_TTL_MS);
};

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

/** Adapts a promise to express-session's callback style. */
const settle = <T>(work: Promise<T>, callback?: Callback<T>) => {
  work.then((value) => callback?.(undefined, value)).catch((error) => callback?.(error));
};

/**
 * express-session store on the `sessions` table of our database, so sessions survive a restart
 * and are shared by every instance. Expired rows are never returned and are purged by `purgeExpired`.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(private readonly db: Database) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const read = this.db
      .query<{ sess: SessionData }>('SELECT sess FROM sessions WHERE sid = $1 AND expires_at > $2', [sid, new Date()])
      .then(({ rows }) => rows[0]?.sess ?? null);
    settle(read, callback);
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    const write = this.db.query(
      `INSERT INTO sessions (sid, sess, user_id, expires_at) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
      [sid, JSON.stringify(sess), userIdOf(sess), expiryOf(sess)],
    );
    settle(write.then(() => undefined), callback);
  }

  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    const write = this.db.query('UPDATE sessions SET expires_at = $2 WHERE sid = $1', [sid, expiryOf(sess)]);
    settle(write.then(() => undefined), callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    settle(this.deleteWhere('sid = $1', [sid]).then(() => undefined), callback);
  }

  /** Ends every session of a user (password reset, account blocked), but the one making the request. */
  destroyUserSessions(userId: number, exceptSid?: string): Promise<number> {
    return this.deleteWhere('user_id = $1 AND sid <> $2', [userId, exceptSid ?? '']);
  }

  purgeExpired(now = new Date()): Promise<number> {
    return this.deleteWhere('expires_at <= $1', [now]);
  }

  /** Deletes session rows and tells listeners which ones ended (see SESSIONS_ENDED). */
  private async deleteWhere(condition: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ sid: string }>(`DELETE FROM sessions WHERE ${condition} RETURNING sid`, params);
    if (rows.length > 0) this.emit(SESSIONS_ENDED, rows.map((row) => row.sid));
    return rows.length;
  }
}
