import { randomBytes } from 'node:crypto';
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
  const scratch = await createScratchDatabase(databaseUrl);
  const db = createPostgresDatabase(scratch.url, 20);
  return {
    ...db,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
};

/** An empty database on the server of `databaseUrl`: its address, and how to drop it again. */
export const createScratchDatabase = async (databaseUrl: string) => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(databaseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdminClient(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { url: url.toString(), drop };
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
