import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { registerUser } from '../../testing/accounts';
import { sessionCookie } from '../../testing/cookies';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { COMPANY_NAME_SLOT } from './web-app';

/** A built client as Vite leaves it: a hashed script with its `.br` and `.gz` siblings, a stylesheet, index.html. */
const script = Buffer.from('export const greeting = "Benvenuto nel marketplace";\n'.repeat(200));
const scriptPath = '/assets/index-Ab12Cd34.js';
const stylesheetPath = '/assets/index-Ef56Gh78.css';

/** index.html with /auth's first screen prerendered, as the web build writes it. */
const authHtml = `<!doctype html><title>Pratiche</title><div id="boot-shell">Accedi</div>${'<p>Marketplace</p>'.repeat(100)}`;

/** The signed-in pages' copies (issue 8); the home page's has the company name's slot. */
const signedHomeHtml = `<!doctype html><title>Pratiche</title><div id="boot-shell"><h3>${COMPANY_NAME_SLOT}</h3></div>`;
const signedAdminHtml = '<!doctype html><title>Pratiche</title><div id="boot-shell"><h2>Pannello Amministrativo</h2></div>';

// Charset names are case-insensitive; the precompressed path spells it UTF-8, serve-static utf-8.
const javascript = /^text\/javascript; charset=utf-8$/i;

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** node:http, not supertest or fetch: those decompress on their own and would hide the bytes sent. */
const getRaw = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });

/** The body as the browser reads it, whatever the encoding sent. */
const bodyText = ({ headers, body }: RawAnswer) =>
  (headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();

describe('the built web app is served compressed and cached as fast sites do (issue 5)', () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pratiche-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), `<!doctype html><title>Pratiche</title><script type="module" src="${scriptPath}"></script>`);
    await writeFile(join(dist, scriptPath), script);
    await writeFile(join(dist, `${scriptPath}.br`), brotliCompressSync(script));
    await writeFile(join(dist, `${scriptPath}.gz`), gzipSync(script, { level: 9 }));
    await writeFile(join(dist, stylesheetPath), 'body{margin:0}');
    await writeFile(join(dist, 'auth.html'), authHtml);
    await writeFile(join(dist, 'auth.html.br'), brotliCompressSync(authHtml));
    await writeFile(join(dist, 'signed-home.html'), signedHomeHtml);
    await writeFile(join(dist, 'signed-admin.html'), signedAdminHtml);
    t = await createTestApp({ config: { webDistDir: dist } });
    await new Promise<void>((listening) => t.http.listen(0, '127.0.0.1', listening));
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the brotli file when the browser accepts br, byte-exact once decompressed', async () => {
    const res = await getRaw(port, scriptPath, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(javascript);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends the gzip file when the browser accepts only gzip', async () => {
    const res = await getRaw(port, scriptPath, { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(javascript);
    expect(gunzipSync(res.body).equals(script)).toBe(true);
  });

  it('sends the file as it is when the browser accepts no compression', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Record<string, string>[]) {
      const res = await getRaw(port, scriptPath, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toMatch(javascript);
      expect(res.body.equals(script)).toBe(true);
    }
  });

  it('hashed assets are cached for a year as immutable, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await getRaw(port, scriptPath, { 'Accept-Encoding': encoding });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stylesheet = await getRaw(port, stylesheetPath);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html and the client-route fallback are revalidated on every visit (no-cache)', async () => {
    for (const path of ['/', '/index.html', '/auth', '/practice/42/edit']) {
      const res = await getRaw(port, path, { 'Accept-Encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(bodyText(res)).toContain('<title>Pratiche</title>');
    }
  });

  it('/auth answers the prerendered page, brotli and revalidated; its registration tab the plain index.html', async () => {
    const auth = await getRaw(port, '/auth', { 'Accept-Encoding': 'gzip, br' });
    expect(auth.headers['content-encoding']).toBe('br');
    expect(auth.headers['cache-control']).toBe('no-cache');
    expect(bodyText(auth)).toBe(authHtml);
    const register = await getRaw(port, '/auth?tab=register');
    expect(register.body.toString()).not.toContain('boot-shell');
    expect(register.body.toString()).toContain('<title>Pratiche</title>');
  });

  it('issue 8: a signed-in visit of / gets its prerendered copy with the company name, escaped (replacement patterns such as $& kept literal), compressed, private and revalidated', async () => {
    const { agent } = await registerUser(t, { companyName: 'Rossi & <Figli> $& $` S.r.l.' });
    const cookie = sessionCookie(await agent.get('/api/user'));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const home = await getRaw(port, '/', { Cookie: cookie, 'Accept-Encoding': encoding });
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(home.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(home.headers['cache-control']).toBe('private, no-cache');
      expect(home.headers['content-security-policy']).toContain("script-src 'self'");
      expect(bodyText(home)).toBe(signedHomeHtml.split(COMPANY_NAME_SLOT).join('Rossi &#38; &#60;Figli&#62; $&#38; $` S.r.l.'));
    }
    const admin = await getRaw(port, '/admin', { Cookie: cookie, 'Accept-Encoding': 'br' });
    expect(bodyText(admin)).toBe(signedAdminHtml);
    // No copy written for /marketplace in this build: the plain index.html.
    expect(bodyText(await getRaw(port, '/marketplace', { Cookie: cookie }))).not.toContain('boot-shell');
  });

  it('issue 8: signed out (no or an unknown session), the signed-in pages answer the plain index.html', async () => {
    for (const headers of [{}, { Cookie: 'pratiche.sid=s%3Aunknown.signature' }] as Record<string, string>[]) {
      for (const path of ['/', '/admin']) {
        const res = await getRaw(port, path, headers);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body.toString()).not.toContain('boot-shell');
      }
    }
  });

  it('a missing asset answers 404, not index.html (a stale chunk must fail as a script)', async () => {
    const res = await getRaw(port, '/assets/index-Gone0000.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('issue 7: index.html, the client routes and the assets carry the Content-Security-Policy', async () => {
    for (const path of ['/', '/auth', scriptPath]) {
      expect((await getRaw(port, path)).headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('/api answers stay no-store', async () => {
    const res = await getRaw(port, '/api/user');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
