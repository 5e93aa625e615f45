import { apiRoutes } from '@pratiche/contracts';
import { registerUser } from '../../testing/accounts';
import { sessionCookie, sessionSetCookie } from '../../testing/cookies';
import { useTestApp } from '../../testing/test-app';
import { DatabaseSessionStore } from './database-session-store';

const MINUTE = 60 * 1000;

/** A clock the test moves by hand: the server's session rules read the time from it. */
const movableClock = () => {
  let now = new Date('2026-03-02T09:00:00Z');
  return { read: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe('sessions end on the server after an idle timeout and an absolute lifetime', () => {
  const clock = movableClock();
  const t = useTestApp({ clock: clock.read });

  /** Signs a new user in and returns a function that replays the session cookie on GET /api/user. */
  const signedInSession = async () => {
    const { agent, user } = await registerUser(t);
    const cookie = sessionCookie(await agent.get(apiRoutes.user));
    return { user, currentUser: () => t.request().get(apiRoutes.user).set('Cookie', cookie) };
  };

  it('by default a session unused for 30 minutes ends, even though the client still sends its cookie', async () => {
    const session = await signedInSession();
    clock.advance(30 * MINUTE + 1000);
    expect((await session.currentUser()).status).toBe(401);
  });

  it('each request renews the idle timeout', async () => {
    const session = await signedInSession();
    for (let i = 0; i < 3; i++) {
      clock.advance(25 * MINUTE);
      expect((await session.currentUser()).status).toBe(200);
    }
  });

  it('a request renews the idle deadline at most once a minute: requests in between write nothing', async () => {
    const session = await signedInSession();
    const deadline = async () => {
      const { rows } = await t.database.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE user_id = $1', [session.user.id]);
      return rows[0]!.expires_at.getTime();
    };
    clock.advance(2 * MINUTE);
    expect((await session.currentUser()).status).toBe(200);
    const renewed = await deadline();
    expect(renewed).toBe(clock.read().getTime() + 30 * MINUTE);
    clock.advance(50 * 1000);
    expect((await session.currentUser()).status).toBe(200);
    expect(await deadline()).toBe(renewed);
    clock.advance(20 * 1000);
    expect((await session.currentUser()).status).toBe(200);
    expect(await deadline()).toBe(clock.read().getTime() + 30 * MINUTE);
  });

  it('by default a session ends 12 hours after sign-in however active it is', async () => {
    const session = await signedInSession();
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      clock.advance(25 * MINUTE);
      expect((await session.currentUser()).status).toBe(200);
    }
    clock.advance(25 * MINUTE);
    expect((await session.currentUser()).status).toBe(401);
  });

  it('sessions read at once (concurrent requests) are read with one query, each with its own user', async () => {
    const users = await Promise.all([0, 1, 2].map(async () => (await signedInSession()).user));
    const { rows } = await t.database.query<{ sid: string; user_id: number }>('SELECT sid, user_id FROM sessions WHERE user_id = ANY($1)', [
      users.map((u) => u.id),
    ]);
    const store = t.app.get(DatabaseSessionStore);
    const query = jest.spyOn(t.database, 'query');
    const read = (sid: string) => new Promise((resolve, reject) => store.get(sid, (error, sess) => (error ? reject(error) : resolve(sess))));
    const sessions = await Promise.all(rows.map((row) => read(row.sid)));
    // Background pollers (subscriptions, schedulers) share the pool: count only the session reads.
    const calls = query.mock.calls.filter(([sql]) => String(sql).includes('FROM sessions s')).length;
    query.mockRestore();
    expect(sessions.map((sess) => (sess as { passport: { user: number } }).passport.user)).toEqual(rows.map((row) => row.user_id));
    expect(rows.map((row) => store.takeUserRow(row.sid, row.user_id)?.id)).toEqual(rows.map((row) => row.user_id));
    expect(calls).toBe(1);
  });

  it('an expired session is not brought back by a later request, and the purge removes its row', async () => {
    const session = await signedInSession();
    clock.advance(31 * MINUTE);
    expect((await session.currentUser()).status).toBe(401);
    expect(await t.app.get(DatabaseSessionStore).purgeExpired()).toBeGreaterThan(0);
    const { rows } = await t.database.query('SELECT 1 FROM sessions WHERE user_id = $1', [session.user.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('session lifetimes are configurable (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS)', () => {
  const clock = movableClock();
  const t = useTestApp({ clock: clock.read, config: { sessionIdleMinutes: 5, sessionMaxHours: 1 } });

  const signedIn = async () => {
    const { agent } = await registerUser(t);
    const cookie = sessionCookie(await agent.get(apiRoutes.user));
    return () => t.request().get(apiRoutes.user).set('Cookie', cookie);
  };

  it('SESSION_IDLE_MINUTES sets the idle timeout', async () => {
    const currentUser = await signedIn();
    clock.advance(4 * MINUTE);
    expect((await currentUser()).status).toBe(200);
    clock.advance(5 * MINUTE + 1000);
    expect((await currentUser()).status).toBe(401);
  });

  it('SESSION_MAX_HOURS sets the absolute lifetime', async () => {
    const currentUser = await signedIn();
    for (let elapsed = 0; elapsed < 56; elapsed += 4) {
      clock.advance(4 * MINUTE);
      expect((await currentUser()).status).toBe(200);
    }
    clock.advance(4 * MINUTE + 1000);
    expect((await currentUser()).status).toBe(401);
  });

  it('the cookie lasts the idle timeout, so a browser drops it when the server does', async () => {
    const { agent } = await registerUser(t);
    const line = sessionSetCookie(await agent.get(apiRoutes.user))!;
    // express-session writes the cookie's expiry from the real clock, not the injected one.
    const expires = new Date(/Expires=([^;]+)/.exec(line)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 5 * MINUTE))).toBeLessThan(MINUTE);
  });
});
