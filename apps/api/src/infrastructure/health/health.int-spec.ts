import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { useTestApp } from '../../testing/test-app';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown';
import { MetricsService } from '../observability/metrics.service';
import { healthPaths } from './health-routes';

describe('health probes: GET /healthz and GET /readyz', () => {
  const logLines: string[] = [];
  const logDestination = new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) });
  const t = useTestApp({ config: { logLevel: 'info' }, logDestination });

  it('/healthz answers 200 while the process runs', async () => {
    const res = await t.request().get(healthPaths.live);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers, every migration is applied and the upload storage is reachable', async () => {
    const res = await t.request().get(healthPaths.ready);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('/readyz answers 503 naming the failed check when the database does not answer', async () => {
    const query = jest.spyOn(t.database, 'query').mockRejectedValue(new Error('connection refused'));
    const res = await t.request().get(healthPaths.ready);
    query.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not ready', checks: { database: 'failed', migrations: 'failed', storage: 'ok' } });
  });

  it('/readyz answers 503 when a migration of this build is not applied (an older schema)', async () => {
    const [last] = (await t.database.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1')).rows;
    await t.database.query('DELETE FROM schema_migrations WHERE id = $1', [last!.id]);
    const res = await t.request().get(healthPaths.ready);
    await t.database.query('INSERT INTO schema_migrations (id) VALUES ($1)', [last!.id]);
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
  });

  it('/readyz answers 503 when the upload storage is not reachable', async () => {
    const uploads = join(t.config.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, 'not a folder');
    const res = await t.request().get(healthPaths.ready);
    await rm(uploads);
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'failed' });
  });

  it('probes are cheap: no log line, no request metric, no session cookie, no rate limit, not cached', async () => {
    logLines.length = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => t.request().get(i % 2 ? healthPaths.live : healthPaths.ready)));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect(answers.every((a) => a.headers['set-cookie'] === undefined && a.headers['cache-control'] === 'no-store')).toBe(true);
    expect(logLines).toEqual([]);
    const metrics = await t.app.get(MetricsService).scrape();
    expect(metrics).not.toMatch(/route="\/(healthz|readyz)"/);
  });

  it('a probe carrying a foreign Origin is answered too (no CSRF check applies)', async () => {
    const res = await t.request().get(healthPaths.live).set('Origin', 'https://altro-sito.example');
    expect(res.status).toBe(200);
  });

  it('/readyz answers 503 once shutdown has begun, so a proxy stops sending work; /healthz still 200', async () => {
    await t.app.get(GracefulShutdown).beforeApplicationShutdown();
    const ready = await t.request().get(healthPaths.ready);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'shutting down' });
    expect((await t.request().get(healthPaths.live)).status).toBe(200);
  });
});
