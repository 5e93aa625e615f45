import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoutes } from '@pratiche/contracts';
import { createTestApp, useTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

const error = (message: string) => ({ error: message, message, requestId: expect.any(String) });

describe('HTTP answers: JSON errors in Italian, security headers', () => {
  const t = useTestApp();

  it("an unknown /api route answers 404 JSON {error: 'Risorsa non trovata'}", async () => {
    const res = await t.request().get('/api/non-esiste');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(error('Risorsa non trovata'));
  });

  it('a known path with an unknown method answers the same 404', async () => {
    expect((await t.request().delete(apiRoutes.user)).body).toEqual(error('Risorsa non trovata'));
  });

  it("malformed JSON answers 400 'Richiesta non valida'", async () => {
    const res = await t.request().post(apiRoutes.login).set('Content-Type', 'application/json').send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(error('Richiesta non valida'));
  });

  it('a JSON body over 100kb answers 413', async () => {
    const res = await t
      .request()
      .post(apiRoutes.login)
      .send({ username: 'x', password: 'y'.repeat(110 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(error('La richiesta supera la dimensione massima consentita'));
  });

  it('wrong JSON types (username: 123) answer 400 with an Italian message', async () => {
    const res = await t.request().post(apiRoutes.login).send({ username: 123, password: 'Password-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(error('Valore non valido'));
  });

  it('answers carry X-Content-Type-Options: nosniff and no X-Powered-By', async () => {
    const res = await t.request().get(apiRoutes.checkVat('12345678901'));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the built web app is served by the same port (ARCHITECTURE.md section 9)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pratiche-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Pratiche</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("app")');
    t = await createTestApp({ config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('client routes get index.html (deep links reach the client router)', async () => {
    for (const path of ['/', '/auth', '/practice/42/edit']) {
      const res = await t.request().get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Pratiche</title>');
    }
  });

  it('built files are served as they are', async () => {
    const res = await t.request().get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toContain('console.log');
  });

  it('unknown /api paths still answer JSON 404, not the page', async () => {
    const res = await t.request().get('/api/non-esiste');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(error('Risorsa non trovata'));
  });
});
