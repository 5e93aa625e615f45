import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { apiRoutes } from '@pratiche/contracts';
import request from 'supertest';
import { createApp } from '../../create-app';
import { GENERATED_SECRETS_FILE } from '../../modules/user/commands/bootstrap-admin/generated-secrets-file';
import { pdfBuffer } from '../../testing/documents';
import { startTestApp, testRateLimits } from '../../testing/test-app';
import { loadConfig } from '../config/app-config';
import { createFreshDatabase } from '../database/testing/fresh-database';
import { defaultRateLimits } from '../http/rate-limits';
import { Mailer, outboxDir } from '../mail/mailer';
import { restrictNewFilesToOwner } from './owner-only';

/** Every file and folder under `root` (itself included) with its permission bits. */
const walk = async (root: string): Promise<{ path: string; mode: number; folder: boolean }[]> => {
  const stats = await lstat(root);
  const entry = { path: root, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!entry.folder) return [entry];
  const children = await Promise.all((await readdir(root)).map((name) => walk(join(root, name))));
  return [entry, ...children.flat()];
};

const readableByOthers = async (root: string) => (await walk(root)).filter((e) => (e.mode & 0o077) !== 0).map((e) => `${e.path} ${e.mode.toString(8)}`);

/** Writes an upload (a visura, through the API) and an outbox mail into the app's DATA_DIR. */
const writeUploadAndMail = async (app: NestExpressApplication) => {
  const upload = await request(app.getHttpServer() as Server)
    .post(apiRoutes.uploadBusinessDocument)
    .attach('file', pdfBuffer(), 'visura.pdf');
  expect(upload.status).toBe(201);
  await app.get(Mailer).send({ to: 'cliente@example.it', subject: 'Reimposta la password', text: 'https://example.it/reset?token=segreto' });
};

describe('production safety 2: nothing in DATA_DIR is readable by other local users', () => {
  it('production safety 2: a fresh DATA_DIR (PGlite files and WAL, uploads, outbox, credentials file) is owner-only: folders 0700, files 0600', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'pratiche-perms-')), 'data');
    // As main.ts does; umask is process-wide, so it is put back for the other tests.
    const previousUmask = restrictNewFilesToOwner();
    try {
      // No database given and no ADMIN_PASSWORD: the app opens PGlite in DATA_DIR/pgdata and writes the credentials file.
      const config = {
        ...loadConfig({}),
        dataDir,
        adminPassword: undefined,
        adminPin: undefined,
        webDistDir: join(dataDir, 'no-web'),
        logLevel: 'silent' as const,
      };
      const { app } = await createApp(config, { rateLimits: { ...defaultRateLimits, ...testRateLimits } });
      try {
        await writeUploadAndMail(app);
      } finally {
        await app.close();
      }
      const entries = (await walk(dataDir)).map((e) => e.path);
      expect(entries).toEqual(expect.arrayContaining([join(dataDir, 'pgdata', 'pg_wal'), join(dataDir, GENERATED_SECRETS_FILE), join(dataDir, 'uploads')]));
      expect(await readdir(outboxDir(config))).toHaveLength(1);
      expect(await readableByOthers(dataDir)).toEqual([]);
      for (const entry of await walk(dataDir)) expect(entry.mode).toBe(entry.folder ? 0o700 : 0o600);
    } finally {
      process.umask(previousUmask);
      await rm(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('production safety 2: an existing DATA_DIR others can read (0755 / 0644) is tightened at start, with a warning naming it; new files are owner-only whatever the umask', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-perms-'));
    await chmod(dataDir, 0o755);
    await mkdir(join(dataDir, 'outbox'), { mode: 0o755 });
    await writeFile(join(dataDir, 'outbox', 'vecchia.eml'), 'token=segreto', { mode: 0o644 });
    await writeFile(join(dataDir, GENERATED_SECRETS_FILE), 'password', { mode: 0o644 });
    await chmod(join(dataDir, 'outbox'), 0o755);
    expect(await readableByOthers(dataDir)).toHaveLength(4);
    const logLines: string[] = [];
    const logDestination = new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(...String(chunk).split('\n').filter(Boolean))) });
    // A permissive umask, as in a test or a tool that did not set one: the product's own writes still are owner-only.
    const previousUmask = process.umask(0o022);
    const t = await startTestApp(await createFreshDatabase(), dataDir, { config: { logLevel: 'warn' }, logDestination });
    try {
      expect(await readableByOthers(dataDir)).toEqual([]);
      const warning = logLines.map((line) => JSON.parse(line) as { level: string; msg: string }).find((line) => line.msg.includes(dataDir));
      expect(warning).toMatchObject({ level: 'warn', msg: expect.stringContaining('4 files or folders could be read by other local users') });
      await writeUploadAndMail(t.app);
      expect(await readableByOthers(dataDir)).toEqual([]);
      expect(await readFile(join(dataDir, GENERATED_SECRETS_FILE), 'utf8')).toBe('password');
    } finally {
      process.umask(previousUmask);
      await t.close();
    }
  });
});
