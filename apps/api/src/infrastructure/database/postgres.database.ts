import { Pool, types, type PoolClient, type QueryResult as PgResult } from 'pg';
import type { Database, QueryResult, SqlExecutor } from './database';
import { collectWrites, STANDARD_STRINGS } from './scripted-transaction';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Positions and ids fit in 2^53; read int8 as number in both adapters.
types.setTypeParser(INT8_OID, Number);
types.setTypeParser(NUMERIC_OID, Number);

const toResult = <Row>(result: { rows: unknown[]; rowCount: number | null }): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? 0,
});

const executor = (client: Pool | PoolClient): SqlExecutor => ({
  query: async <Row>(sql: string, params: readonly unknown[] = [], name?: string) => {
    return toResult<Row>(await client.query({ text: sql, values: params as unknown[], name }));
  },
  // Without parameters node-postgres uses the simple protocol, which accepts several statements.
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

/**
 * Resolves once every connection the pool opened has ended. `pool.end()` resolves as soon as it
 * has asked its connections to end, not when they have: dropping the database right after it
 * would kill them mid-goodbye and log idle connection errors.
 */
const trackConnections = (pool: Pool) => {
  let open = 0;
  let drained: (() => void) | undefined;
  pool.on('connect', () => void open++);
  pool.on('remove', () => {
    if (--open === 0) drained?.();
  });
  return () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve)));
};

/**
 * Runs `transaction` (which sends its own BEGIN and COMMIT) on one connection of the pool: if
 * anything fails, ROLLBACK (its own failure ignored: the connection may be gone) and rethrow; in
 * every case the connection goes back to the pool.
 */
const inTransaction = async <T>(pool: Pool, transaction: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    return await transaction(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};

/** Server mode: a node-postgres pool on `DATABASE_URL`. */
export const createPostgresDatabase = (connectionString: string, max = 10): Database => {
  const pool = new Pool({ connectionString, max });
  // An idle connection the server closes (restart, admin command) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  const allEnded = trackConnections(pool);
  return {
    kind: 'postgres',
    connectionString,
    ...executor(pool),
    transaction: (work) =>
      inTransaction(pool, async (client) => {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      }),
    // BEGIN travels with the opening script and COMMIT with the writes: two round trips in all.
    scriptedTransaction: (opening, work) =>
      inTransaction(pool, async (client) => {
        // Several statements in one simple query: node-postgres answers one result per statement.
        const results = (await client.query(`BEGIN; ${STANDARD_STRINGS}; ${opening}`)) as unknown as PgResult[];
        const { value, script } = await collectWrites(results.slice(2).map(toResult<never>), work);
        await client.query(script ? `${script};\nCOMMIT` : 'COMMIT');
        return value;
      }),
    close: async () => {
      await pool.end();
      await allEnded();
    },
  };
};
