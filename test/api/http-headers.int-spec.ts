import { apiRoutes } from '@pratiche/contracts';
import { registerUser } from '../../apps/api/src/testing/accounts';
import { sessionCookie, sessionSetCookie } from '../../apps/api/src/testing/cookies';
import { createTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

describe('HTTP headers over an http PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every /api answer carries Cache-Control: no-store (signed in, signed out, errors)', async () => {
    const { agent } = await registerUser(t);
    const answers = [await agent.get(apiRoutes.user), await t.request().get(apiRoutes.user), await t.request().get('/api/non-esiste')];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('no Strict-Transport-Security when the public address is http', async () => {
    expect((await t.request().get(apiRoutes.user)).headers['strict-transport-security']).toBeUndefined();
  });

  it('the session cookie keeps its plain name over http (browsers drop a __Host- cookie without Secure)', async () => {
    const { agent } = await registerUser(t);
    expect(sessionSetCookie(await agent.get(apiRoutes.user))).toMatch(/^pratiche\.sid=/);
  });
});

describe('HTTP headers over an https PUBLIC_URL (behind a TLS proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://pratiche.example' } });
  });
  afterAll(() => t.close());

  const login = async () => {
    const { user, password } = await registerUser(t);
    return t.request().post(apiRoutes.login).set('X-Forwarded-Proto', 'https').send({ username: user.username, password });
  };

  it('answers carry Strict-Transport-Security when PUBLIC_URL is https', async () => {
    expect((await t.request().get(apiRoutes.user)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the Secure session cookie is named with the __Host- prefix, Path=/ and no Domain', async () => {
    const line = sessionSetCookie(await login())!;
    expect(line).toMatch(/^__Host-pratiche\.sid=/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
  });

  it('the __Host- cookie is the one that signs the user in', async () => {
    const res = await login();
    const cookie = sessionCookie(res);
    const me = await t.request().get(apiRoutes.user).set('X-Forwarded-Proto', 'https').set('Cookie', cookie);
    expect(me.body.id).toBe(res.body.id);
    const plainName = cookie.replace(/^__Host-/, '');
    expect((await t.request().get(apiRoutes.user).set('X-Forwarded-Proto', 'https').set('Cookie', plainName)).status).toBe(401);
  });
});
