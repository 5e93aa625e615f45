import { Pool, types, type CustomTypesConfig, type PoolClient, type QueryResult as PgResult } from 'pg';
import type { ClosingRead, Database, QueryResult, SqlExecutor } from './database';
import { collectWrites, STANDARD_STRINGS } from './scripted-transaction';
import { inlineParameters, sqlLiteral } from './sql-literal';

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
 * A closing read as one statement of a script: a named one is PREPAREd the first time on each
 * connection (`prepares`) and run as EXECUTE, so the server plans it once per connection.
 */
const closingStatement = (read: ClosingRead, prepared: Set<string>) => {
  if (!read.name) return { sql: inlineParameters(read.sql, read.params), prepares: false };
  const args = read.params?.length ? `(${read.params.map(sqlLiteral).join(', ')})` : '';
  const prepares = !prepared.has(read.name);
  return { sql: `${prepares ? `PREPARE ${read.name} AS ${read.sql};\n` : ''}EXECUTE ${read.name}${args}`, prepares };
};

// The closing reads each connection has prepared (SQL-level PREPARE, which outlives transactions).
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * The closing read as sent on `client`: its SQL, how many statements it adds, and `answer`,
 * which takes its result from the results of a committed script ending `read; COMMIT`.
 */
const closingStatementOn = (client: PoolClient, closingRead?: ClosingRead) => {
  if (!closingRead) return undefined;
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  const { sql, prepares } = closingStatement(closingRead, prepared);
  const answer = (results: PgResult[]) => {
    if (prepares) prepared.add(closingRead.name!);
    if (results.length >= 2) closingRead.result = toResult(results[results.length - 2]!);
  };
  return { sql, statements: prepares ? 2 : 1, answer };
};

/** A PREPARE that ran survives the rollback: drop it (if this call made it), so the next use prepares it afresh. */
const dropUnpreparedRead = (client: PoolClient, closingRead?: ClosingRead) =>
  closingRead?.name && !preparedOn.get(client)?.has(closingRead.name) ? client.query(`DEALLOCATE ${closingRead.name}`) : Promise.resolve();

/**
 * Runs `transaction` (which sends its own BEGIN and COMMIT) on one connection of the pool: if
 * anything fails, ROLLBACK (its own failure ignored: the connection may be gone) and rethrow; in
 * every case the connection goes back to the pool. `afterRollback` undoes what a ROLLBACK leaves.
 */
const inTransaction = async <T>(
  pool: Pool,
  transaction: (client: PoolClient) => Promise<T>,
  afterRollback?: (client: PoolClient) => Promise<unknown>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    return await transaction(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await afterRollback?.(client).catch(() => undefined);
    throw error;
  } finally {
    client.release();
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
    transaction: (work) =>
      inTransaction(pool, async (client) => {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      }),
    // BEGIN travels with the opening script and COMMIT with the writes: two round trips in all.
    scriptedTransaction: (opening, work, closingRead) =>
      inTransaction(
        pool,
        async (client) => {
          const read = closingStatementOn(client, closingRead);
          // Several statements in one simple query: node-postgres answers one result per statement.
          const results = (await client.query(`BEGIN; ${STANDARD_STRINGS}; ${opening}`)) as unknown as PgResult[];
          const { value, script } = await collectWrites(results.slice(2).map(toResult<never>), work);
          const closed = (await client.query([script, read?.sql, 'COMMIT'].filter(Boolean).join(';\n'))) as unknown as PgResult | PgResult[];
          read?.answer([closed].flat());
          return value;
        },
        (client) => dropUnpreparedRead(client, closingRead),
      ),
    oneTripTransaction: (script, closingRead) =>
      inTransaction(
        pool,
        async (client) => {
          const read = closingStatementOn(client, closingRead);
          const sent = [`BEGIN; ${STANDARD_STRINGS}`, script, read?.sql, 'COMMIT'].filter(Boolean).join(';\n');
          const results = (await client.query(sent)) as unknown as PgResult[];
          read?.answer(results);
          // BEGIN and SET first; the read's statements and COMMIT last.
          return results.slice(2, results.length - 1 - (read?.statements ?? 0)).map(toResult<never>);
        },
        (client) => dropUnpreparedRead(client, closingRead),
      ),
    close: async () => {
      await pool.end();
      await allEnded();
    },
  };
};
