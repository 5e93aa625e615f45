import { Writable } from 'node:stream';
import { apiRoutes } from '@pratiche/contracts';
import { readEvents, registerUser, signInAsAdmin, type RegisteredUser } from '../../testing/accounts';
import { sessionCookie } from '../../testing/cookies';
import { createTestApp, testAdmin, type TestApp } from '../../testing/test-app';

type LogLine = Record<string, unknown>;

describe('structured request logs: one JSON line per request, no secrets and no personal data', () => {
  let t: TestApp;
  let rawLines: string[];
  let user: RegisteredUser;
  let registerRequestId: string;
  let failedLogin: { requestId: string; body: Record<string, unknown> };
  let sessionCookies: string[];

  const lines = (): LogLine[] => rawLines.map((line) => JSON.parse(line) as LogLine);
  const requestLines = () => lines().filter((line) => line.msg === 'request completed' || line.msg === 'request failed');

  beforeAll(async () => {
    rawLines = [];
    const logDestination = new Writable({ write: (chunk, _encoding, done) => done(void rawLines.push(...String(chunk).split('\n').filter(Boolean))) });
    t = await createTestApp({ config: { logLevel: 'info' }, logDestination });
    // Registers (upload, register), signs in again, asks for the user, checks duplicates, asks for a reset mail, fails a sign-in.
    user = await registerUser(t);
    registerRequestId = (await readEvents(t, `user-${user.user.id}`)).find((e) => e.type === 'UserRegistered')!.metadata.requestId as string;
    const login = await t.request().post(apiRoutes.login).send({ username: user.body.username, password: user.password });
    sessionCookies = [sessionCookie(login)];
    await user.agent.get(apiRoutes.user).expect(200);
    // The spec puts the e-mail, VAT number and username in the path of the duplicate checks.
    await t.request().get(apiRoutes.checkEmail(user.body.email));
    await t.request().get(apiRoutes.checkVat(user.body.vatNumber));
    await t.request().get(apiRoutes.checkUsername(user.body.username));
    await t.request().post(apiRoutes.resetPassword).send({ email: user.body.email });
    const refused = await t.request().post(apiRoutes.login).send({ username: user.body.username, password: 'Password-Sbagliata-9!' });
    failedLogin = { requestId: refused.headers['x-request-id'] as string, body: refused.body as Record<string, unknown> };
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(user.user.id)).send({ status: 'active' }).expect(200);
  });
  afterAll(() => t.close());

  it('writes one line per request with method, route template, status, duration, request id and user id', () => {
    const statusChange = requestLines().find((line) => line.method === 'PATCH');
    expect(statusChange).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: process.pid,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'PATCH',
      route: '/api/admin/users/:id/status',
      status: 200,
      durationMs: expect.any(Number),
      userId: expect.any(Number),
      msg: 'request completed',
    });
    expect(requestLines()).toHaveLength(11);
  });

  it('names the signed-in user by id and anonymous requests by null', () => {
    const me = requestLines().find((line) => line.route === apiRoutes.user);
    expect(me).toMatchObject({ method: 'GET', status: 200, userId: user.user.id });
    expect(requestLines().find((line) => line.route === apiRoutes.resetPassword)).toMatchObject({ userId: null });
    expect(
      requestLines()
        .filter((line) => String(line.route).startsWith('/api/check-'))
        .map((line) => line.route),
    ).toEqual(['/api/check-email/:email', '/api/check-vat/:vat', '/api/check-username/:username']);
  });

  it('the request id is answered in X-Request-Id, in the error body and in the metadata of the events the request caused', () => {
    expect(failedLogin.body.requestId).toBe(failedLogin.requestId);
    expect(requestLines().find((line) => line.requestId === failedLogin.requestId)).toMatchObject({ route: apiRoutes.login, status: 401 });
    expect(requestLines().find((line) => line.requestId === registerRequestId)).toMatchObject({ route: apiRoutes.register, status: 201 });
  });

  it('contains no password, e-mail, username, VAT number, name, phone or session cookie', () => {
    const secrets = [
      user.password,
      'Password-Sbagliata-9!',
      testAdmin.password,
      user.body.email,
      user.body.username,
      user.body.vatNumber,
      user.body.companyName,
      user.body.legalRepName,
      user.body.phone,
      ...sessionCookies.map((cookie) => cookie.split('=')[1]!),
    ].filter((value): value is string => typeof value === 'string' && value.length > 0);
    const everything = rawLines.join('\n').toLowerCase();
    for (const secret of secrets) expect({ secret, found: everything.includes(secret.toLowerCase()) }).toEqual({ secret, found: false });
    expect(everything).not.toMatch(/cookie|authorization|\?/);
  });

  it('leaves the request itself untouched: the session cookie still signs the user in', async () => {
    const res = await t.request().get(apiRoutes.user).set('Cookie', sessionCookies[0]!);
    expect(res.status).toBe(200);
  });

  it('a request refused before any route (a foreign-origin POST) is logged too, with its id in the body', async () => {
    const res = await t.request().post(apiRoutes.logout).set('Origin', 'https://sito-malevolo.example');
    expect(res.status).toBe(403);
    expect(requestLines().find((line) => line.requestId === res.body.requestId)).toMatchObject({ method: 'POST', status: 403 });
  });
});
