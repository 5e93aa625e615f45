import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Database } from '../database';
import { createPgliteDatabase } from '../pglite.database';
import { createPostgresDatabase } from '../postgres.database';

/**
 * A new, empty database for one test file: in-memory PGlite by default, or a database created
 * for the purpose on the PostgreSQL server of `DATABASE_URL` (dropped again by `close`).
 * So every int-spec runs unchanged on both backends.
 */
export const createFreshDatabase = async (databaseUrl = process.env.DATABASE_URL): Promise<Database> => {
  if (!databaseUrl) return createPgliteDatabase();
  return serverDatabase(await createScratchDatabase(databaseUrl));
};

/** What a database holds after `prepare` (the app's migrations and read models) ran on an empty one. */
export type Prepare = (db: Database) => Promise<unknown>;

/**
 * A fresh database (as `createFreshDatabase`) in the state `prepare` leaves an empty one in; `key`
 * names that state (a lower-case word), one per `prepare` function. In a
 * jest run of the int or contract project `prepare` runs once, not once per file: on the server
 * each file's database is a copy of the run's template database (`CREATE DATABASE ... TEMPLATE`),
 * on PGlite each file loads the run's saved data folder. `test/int-run/setup.cjs` names both
 * for the run and its teardown removes them, so a changed migration is always applied. Without
 * those names (outside such a run) `prepare` runs on a fresh database.
 */
export const createPreparedDatabase = async (key: string, prepare: Prepare, databaseUrl = process.env.DATABASE_URL): Promise<Database> => {
  const { PRATICHE_TEST_TEMPLATE: template, PRATICHE_TEST_PGDATA: pgdata } = process.env;
  if (databaseUrl && template)
    return serverDatabase(await createScratchDatabase(databaseUrl, await preparedTemplate(databaseUrl, prepare, `${template}_${key}`)));
  if (!databaseUrl && pgdata) return createPgliteDatabase(undefined, await preparedDataDir(prepare, join(pgdata, `${key}.tar`)));
  const db = await createFreshDatabase(databaseUrl);
  await prepare(db);
  return db;
};

/**
 * The run's prepared PGlite data folder, saved as a tar archive at `path` by whichever worker
 * needs it first. Workers starting together may each build it: each writes its own file and
 * renames it into place, so a reader never sees half an archive.
 */
const preparedDataDir = async (prepare: Prepare, path: string): Promise<Blob> => {
  if (!existsSync(path)) {
    const db = await createPgliteDatabase();
    try {
      await prepare(db);
      const ownCopy = `${path}.${process.pid}`;
      await writeFile(ownCopy, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
      await rename(ownCopy, path);
    } finally {
      await db.close();
    }
  }
  return new Blob([await readFile(path)]);
};

/**
 * The run's template database on the server, built by whichever worker needs it first while the
 * others wait on an advisory lock. It is built under another name and renamed when complete, so
 * a worker that dies halfway leaves no broken template behind.
 */
const preparedTemplate = async (databaseUrl: string, prepare: Prepare, name: string): Promise<string> => {
  await withAdminClient(databaseUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = createPostgresDatabase(databaseUrlOf(databaseUrl, building), 4);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  });
  return name;
};

/** A database on the server of `databaseUrl`, empty or a copy of `template`: its address, and how to drop it again. */
export const createScratchDatabase = async (databaseUrl: string, template?: string) => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(databaseUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const drop = () => withAdminClient(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { url: databaseUrlOf(databaseUrl, name), drop };
};

const databaseUrlOf = (databaseUrl: string, name: string) => {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const serverDatabase = (scratch: Awaited<ReturnType<typeof createScratchDatabase>>): Database => {
  const db = createPostgresDatabase(scratch.url, 20);
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
};

const withAdminClient = async (databaseUrl: string, work: (client: Client) => Promise<unknown>) => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};
