import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import type { Database } from '../infrastructure/database/database';
import { createPgliteDatabase } from '../infrastructure/database/pglite.database';
import { createPostgresDatabase } from '../infrastructure/database/postgres.database';
import { createScratchDatabase } from '../infrastructure/database/testing/fresh-database';
import { LocalDiskUploadStorage } from '../infrastructure/uploads/local-disk-upload-storage';
import { pdfBuffer } from '../testing/documents';
import { modesUnder } from '../testing/file-modes';
import { createSeller, submitPractice } from '../testing/practices';
import { startTestApp } from '../testing/test-app';

const run = promisify(execFile);
/** Each tool compiles its TypeScript and opens the database: tens of seconds on a busy 2-core machine. */
const TOOL_TIMEOUT_MS = 240_000;
const repository = resolve(__dirname, '../../../..');

/** A place the command-line tools find through the environment: DATA_DIR, plus DATABASE_URL in server mode. */
type Site = { dataDir: string; env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> };

const newSite = async (): Promise<Site> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pratiche-cli-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) {
    return { dataDir, env: { DATA_DIR: dataDir }, open: () => createPgliteDatabase(join(dataDir, 'pgdata')), drop: removeDir };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: async () => createPostgresDatabase(scratch.url),
    drop: async () => {
      await scratch.drop();
      await removeDir();
    },
  };
};

/** The paths under `root` (itself included) that another local account could read or enter. */
const readableByOthers = async (root: string): Promise<string[]> =>
  (await modesUnder(root)).filter((e) => (e.mode & 0o077) !== 0).map((e) => `${e.path} ${e.mode.toString(8)}`);

/** Runs a tool of apps/api/src/cli as `npm run <tool>` would, from the TypeScript source. */
const cli = async (site: Site, tool: string, ...args: string[]) => {
  const { DATABASE_URL: _server, NODE_OPTIONS: _options, ...inherited } = process.env;
  const env = { ...inherited, ...site.env, SWC_NODE_PROJECT: join(repository, 'apps/api/tsconfig.json') };
  const { stdout } = await run(process.execPath, ['-r', '@swc-node/register', join(repository, `apps/api/src/cli/${tool}.ts`), ...args], {
    cwd: repository,
    env,
  });
  return stdout;
};

describe(`npm run backup / restore / projections:verify as commands (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'})`, () => {
  let source: Site;
  let target: Site;
  let folder: string;
  let visura: Buffer;

  beforeAll(async () => {
    [source, target] = [await newSite(), await newSite()];
    folder = join(await mkdtemp(join(tmpdir(), 'pratiche-backups-')), 'nightly');
    const database = await source.open();
    const app = await startTestApp(database, source.dataDir);
    const seller = await createSeller(app);
    await submitPractice(seller.agent, { societari: ['statuto.pdf'], fiscali: ['bilancio.pdf'] });
    visura = pdfBuffer();
    // The embedded database is opened by one process at a time: the API stops before the tools run.
    await app.app.close();
    await database.close();
  });

  afterAll(async () => {
    await source.drop();
    await target.drop();
    await rm(join(folder, '..'), { recursive: true, force: true });
  });

  it(
    'backup, then restore into a new DATA_DIR / database: projections:verify passes and every document is back byte for byte',
    async () => {
      expect(await cli(source, 'backup', folder)).toMatch(/^Backup written to .*nightly: \d+ tables \(\d+ rows\), 3 documents\.$/m);
      expect(await cli(target, 'restore', folder)).toMatch(/^Restored .*nightly: \d+ rows, 3 documents; read models rebuilt from \d+ events\.$/m);
      expect(await cli(target, 'projections-verify')).toMatch(/^Read models match the event log/m);

      const [from, to] = [await source.open(), await target.open()];
      try {
        const count = (db: Database) =>
          db.query<{ users: number; practices: number }>(
            'SELECT (SELECT count(*) FROM users_view)::int AS users, (SELECT count(*) FROM practices_view)::int AS practices',
          );
        expect((await count(to)).rows).toEqual((await count(from)).rows);
        const files = (
          await from.query<{ purpose: 'business-document' | 'practice-document'; filename: string }>('SELECT purpose, filename FROM uploaded_files')
        ).rows;
        const [original, restored] = [new LocalDiskUploadStorage(source.dataDir), new LocalDiskUploadStorage(target.dataDir)];
        for (const { purpose, filename } of files) {
          expect(await buffer((await restored.open(purpose, filename))!)).toEqual(await buffer((await original.open(purpose, filename))!));
        }
        expect(files.filter((f) => f.purpose === 'business-document')).toHaveLength(1);
        const [own] = files.filter((f) => f.purpose === 'business-document');
        expect(await buffer((await restored.open('business-document', own!.filename))!)).toEqual(visura);
      } finally {
        await from.close();
        await to.close();
      }
    },
    3 * TOOL_TIMEOUT_MS,
  );

  it('production safety 2: the tools write owner-only, whatever the umask they inherit: the backup folder and the restored DATA_DIR', async () => {
    expect(await readableByOthers(folder)).toEqual([]);
    expect(await readableByOthers(target.dataDir)).toEqual([]);
  });

  it(
    'a second restore into the now filled target is refused with exit code 1, and a backup never overwrites a folder',
    async () => {
      await expect(cli(target, 'restore', folder)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('The database is not empty') });
      await expect(cli(source, 'backup', folder)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('is not empty: a backup goes to a new folder'),
      });
    },
    2 * TOOL_TIMEOUT_MS,
  );
});
