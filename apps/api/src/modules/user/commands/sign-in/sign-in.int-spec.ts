import { apiRoutes, authFailureMessages } from '@pratiche/contracts';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { DatabaseSessionStore } from '../../../../infrastructure/sessions/database-session-store';
import { createActiveUser, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { sessionCookie, sessionSetCookie } from '../../../../testing/cookies';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

const SUPPORT_EMAIL = 'assistenza@pratiche.test';

describe('sign-in, session and sign-out (spec 7 "Session", spec 8 "Login")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { supportEmail: SUPPORT_EMAIL } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.request().post(apiRoutes.login).send({ username, password });

  const setStatus = async (userId: number, status: string) => {
    const admin = await signInAsAdmin(t);
    expect((await admin.patch(apiRoutes.adminUserStatus(userId)).send({ status })).status).toBe(200);
  };

  describe('401 answers carry X-Auth-Failure-Reason and the spec text', () => {
    it('USERNAME_NOT_FOUND for an unknown username', async () => {
      const res = await login('nessuno-si-chiama-cosi', 'Password-123!');
      expect(res.status).toBe(401);
      expect(res.headers['x-auth-failure-reason']).toBe('USERNAME_NOT_FOUND');
      expect(res.body).toEqual({
        error: 'Nome utente non trovato. Verifica di averlo inserito correttamente.',
        message: 'Nome utente non trovato. Verifica di averlo inserito correttamente.',
      });
    });

    it('PASSWORD_WRONG for a wrong password', async () => {
      const { user } = await registerUser(t);
      const res = await login(user.username, 'sbagliata-123');
      expect(res.status).toBe(401);
      expect(res.headers['x-auth-failure-reason']).toBe('PASSWORD_WRONG');
      expect(res.body.message).toBe(authFailureMessages.PASSWORD_WRONG);
    });

    it.each(['blocked', 'rejected'])('ACCOUNT_DISABLED for a %s user, naming the support address', async (status) => {
      const { user, password } = status === 'blocked' ? await createActiveUser(t) : await registerUser(t);
      await setStatus(user.id, status);
      const res = await login(user.username, password);
      expect(res.status).toBe(401);
      expect(res.headers['x-auth-failure-reason']).toBe('ACCOUNT_DISABLED');
      expect(res.body).toEqual({ error: `Utente bloccato, contattare ${SUPPORT_EMAIL}`, message: `Utente bloccato, contattare ${SUPPORT_EMAIL}` });
    });

    it('a disabled account with a wrong password answers PASSWORD_WRONG (the status is only told to the owner)', async () => {
      const { user } = await registerUser(t);
      await setStatus(user.id, 'rejected');
      expect((await login(user.username, 'sbagliata-123')).headers['x-auth-failure-reason']).toBe('PASSWORD_WRONG');
    });

    it('a missing password answers 400 with the required-field message', async () => {
      const res = await t.request().post(apiRoutes.login).send({ username: 'mario' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Questo campo è obbligatorio');
    });
  });

  describe('successful sign-in', () => {
    it('a pending user can sign in and sees the pending status', async () => {
      const { user, password } = await registerUser(t);
      const agent = t.agent();
      const res = await agent.post(apiRoutes.login).send({ username: user.username, password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, status: 'pending' });
      expect((await agent.get(apiRoutes.user)).body).toMatchObject({ id: user.id, status: 'pending' });
    });

    it('the username matches whatever its case', async () => {
      const { user, password } = await registerUser(t);
      expect((await login(user.username.toUpperCase(), password)).status).toBe(200);
    });

    it('the session cookie is HttpOnly, SameSite=Lax, Path=/ (and not Secure over http)', async () => {
      const { user, password } = await registerUser(t);
      const line = sessionSetCookie(await login(user.username, password))!;
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/; Secure/);
    });

    it('the session id changes at sign-in, and the session from before no longer signs anyone in', async () => {
      const { agent, user, password, body } = await registerUser(t);
      const before = sessionCookie(await agent.get(apiRoutes.user));
      const after = sessionCookie(await agent.post(apiRoutes.login).send({ username: body.username, password }));
      expect(after).not.toEqual(before);
      expect((await t.request().get(apiRoutes.user).set('Cookie', before)).status).toBe(401);
      expect((await t.request().get(apiRoutes.user).set('Cookie', after)).body.id).toBe(user.id);
    });

    it('without SESSION_SECRET the signing secret is generated once and kept in the database', async () => {
      const { rows } = await t.database.query("SELECT value FROM app_secrets WHERE name = 'session_secret'");
      expect(rows).toHaveLength(1);
    });

    it('expired session rows are purged', async () => {
      const { user, password } = await registerUser(t);
      const cookie = sessionCookie(await login(user.username, password));
      const purged = await t.app.get(DatabaseSessionStore).purgeExpired(new Date(Date.now() + 13 * 60 * 60 * 1000));
      expect(purged).toBeGreaterThan(0);
      expect((await t.request().get(apiRoutes.user).set('Cookie', cookie)).status).toBe(401);
    });

    it('sessions live in the database and survive a restart', async () => {
      const { user, password } = await registerUser(t);
      const cookie = sessionCookie(await login(user.username, password));
      t = await t.restart();
      expect((await t.request().get(apiRoutes.user).set('Cookie', cookie)).body.id).toBe(user.id);
    });
  });

  describe('signed out', () => {
    it('GET /api/user answers 401 without a session', async () => {
      const res = await t.request().get(apiRoutes.user);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Utente non autenticato', message: 'Utente non autenticato' });
    });

    it('logout destroys the session on the server: the old cookie answers 401', async () => {
      const { agent } = await registerUser(t);
      const cookie = sessionCookie(await agent.get(apiRoutes.user));
      const res = await agent.post(apiRoutes.logout);
      expect(res.status).toBe(200);
      expect(sessionSetCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect((await t.request().get(apiRoutes.user).set('Cookie', cookie)).status).toBe(401);
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
    });

    it('logout without a session is not an error', async () => {
      expect((await t.request().post(apiRoutes.logout)).status).toBe(200);
    });

    it('a deleted account is signed out: GET /api/user answers 401', async () => {
      const { agent, user } = await registerUser(t);
      await t.app.get(CommandExecutor).execute({
        decider: userDecider,
        streamId: userStreamId(user.id),
        command: { type: 'DeleteUser', data: { userId: user.id, at: new Date().toISOString(), by: 'system' } },
        context: systemContext(),
      });
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
    });

    it('blocking a user ends the sessions already open', async () => {
      const { agent, user } = await createActiveUser(t);
      await setStatus(user.id, 'blocked');
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
    });
  });
});

describe('login rate limits (per username and per IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: defaultRateLimits });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => t.request().post(apiRoutes.login).send({ username, password });
  const tooMany = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

  it('after 5 failures for one username the next attempt answers 429, even with the right password', async () => {
    const { user, password } = await registerUser(t);
    for (let i = 0; i < defaultRateLimits.loginUsername.points; i++) expect((await login(user.username, 'sbagliata')).status).toBe(401);
    const res = await login(user.username.toUpperCase(), password);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: tooMany, message: tooMany });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a success before the limit clears the username count', async () => {
    const { user, password } = await registerUser(t);
    for (let i = 0; i < 4; i++) await login(user.username, 'sbagliata');
    expect((await login(user.username, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'sbagliata')).status).toBe(401);
  });

  it('after 20 failures from one IP, whatever the usernames, the next attempt answers 429', async () => {
    const { user, password } = await registerUser(t);
    for (let i = 0; i < defaultRateLimits.loginIp.points; i++) await login(`sconosciuto-${i}`, 'sbagliata');
    const res = await login(user.username, password);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(tooMany);
  });
});

describe('the session cookie is Secure when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://pratiche.example' } });
  });
  afterAll(() => t.close());

  it('behind the https proxy (X-Forwarded-Proto: https) the cookie carries Secure', async () => {
    const { user, password } = await registerUser(t);
    const res = await t.request().post(apiRoutes.login).set('X-Forwarded-Proto', 'https').send({ username: user.username, password });
    expect(res.status).toBe(200);
    expect(sessionSetCookie(res)).toMatch(/; Secure/);
  });
});
