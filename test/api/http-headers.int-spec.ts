import { apiRoutes } from '@pratiche/contracts';
import { registerUser } from '../../apps/api/src/testing/accounts';
import { sessionCookie, sessionSetCookie } from '../../apps/api/src/testing/cookies';
import { useTestApp } from '../../apps/api/src/testing/test-app';

describe('HTTP headers over an http PUBLIC_URL', () => {
  const t = useTestApp();

  it('every /api answer carries Cache-Control: no-store (signed in, signed out, errors)', async () => {
    const { agent } = await registerUser(t);
    const answers = [await agent.get(apiRoutes.user), await t.request().get(apiRoutes.user), await t.request().get('/api/non-esiste')];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it("issue 7: helmet's headers on every answer, API and errors alike", async () => {
    for (const res of [await t.request().get(apiRoutes.user), await t.request().get('/api/non-esiste'), await t.request().get(apiRoutes.appConfig)]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("issue 7: a Content-Security-Policy the built client works under: scripts from self only, inline styles for antd, the live channel, frames of the page's own blob: URLs only (issue 26 PDF preview)", async () => {
    const csp = (await t.request().get(apiRoutes.user)).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws://localhost:3000'],
      'frame-src': ['blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
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
  const t = useTestApp({ config: { publicUrl: 'https://pratiche.example' } });

  const login = async () => {
    const { user, password } = await registerUser(t);
    return t.request().post(apiRoutes.login).set('X-Forwarded-Proto', 'https').send({ username: user.username, password });
  };

  it('answers carry Strict-Transport-Security when PUBLIC_URL is https', async () => {
    expect((await t.request().get(apiRoutes.user)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the CSP names the wss live channel and upgrades insecure requests', async () => {
    const csp = (await t.request().get(apiRoutes.user)).headers['content-security-policy'] as string;
    expect(csp).toContain("connect-src 'self' wss://pratiche.example");
    expect(csp).toContain('upgrade-insecure-requests');
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
