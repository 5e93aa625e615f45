import { Pool, types, type CustomTypesConfig, type PoolClient } from 'pg';
import type { Database, QueryResult, SqlExecutor } from './database';
import { countRoundTrip } from './request-costs';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const JSON_OID = 114;
const JSONB_OID = 3802;

/**
 * How our pools read values, set per pool rather than on node-postgres' global registry, which
 * any library in the process may change: Emmett's driver sets int8 to BigInt there, and after the
 * event-store bench had loaded it the rate limiter's counters stopped working. Positions and ids
 * fit in 2^53: int8 and numeric read as numbers, as in the PGlite adapter; JSON as JSON.parse.
 */
export const typeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
    if (oid === JSON_OID || oid === JSONB_OID) return JSON.parse;
    return types.getTypeParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};

const toResult = <Row>(result: { rows: unknown[]; rowCount: number | null }): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? 0,
});

const executor = (client: Pool | PoolClient): SqlExecutor => ({
  query: async <Row>(sql: string, params: readonly unknown[] = [], name?: string) => {
    countRoundTrip();
    return toResult<Row>(await client.query({ text: sql, values: params as unknown[], name }));
  },
  // Without parameters node-postgres uses the simple protocol, which accepts several statements
  // (a script counts as one statement: scripts are for migrations and replays, never a request).
  exec: async (sql: string) => {
    countRoundTrip();
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
 * Runs `work` between BEGIN and COMMIT on one connection of the pool: if anything fails, ROLLBACK
 * (its own failure ignored: the connection may be gone) and rethrow; in every case the connection
 * goes back to the pool.
 */
const inTransaction = async <T>(pool: Pool, work: (tx: SqlExecutor) => Promise<T>): Promise<T> => {
  const connection = await pool.connect();
  const client = executor(connection);
  try {
    await client.exec('BEGIN');
    const result = await work(client);
    await client.exec('COMMIT');
    return result;
  } catch (error) {
    await client.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
};

/** Server mode: a node-postgres pool on `DATABASE_URL`. */
export const createPostgresDatabase = (connectionString: string, max = 10): Database => {
  const pool = new Pool({ connectionString, max, types: typeParsers });
  // An idle connection the server closes (restart, admin command) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  const allEnded = trackConnections(pool);
  return {
    kind: 'postgres',
    connectionString,
    ...executor(pool),
    transaction: (work) => inTransaction(pool, work),
    close: async () => {
      await pool.end();
      await allEnded();
    },
  };
};
