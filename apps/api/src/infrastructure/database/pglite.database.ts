import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Database, QueryResult, SqlExecutor } from './database';

type PgliteExecutor = Pick<PGlite, 'query' | 'exec'>;

const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

const executor = (pg: PgliteExecutor): SqlExecutor => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => {
    const result = await pg.query<Row>(sql, params as unknown[]);
    // PGlite reports affectedRows 0 for a SELECT; count the rows then, like node-postgres does.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) } satisfies QueryResult<Row>;
  },
  exec: async (sql: string) => {
    await pg.exec(sql);
  },
});

/**
 * Embedded mode: PostgreSQL compiled to WASM in this process, data in `dataDir` (in memory when
 * undefined). PGlite runs one statement at a time and its `transaction` holds that lock until
 * commit, so transactions here are serialised.
 */
export const createPgliteDatabase = async (dataDir?: string): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
  return {
    kind: 'pglite',
    ...executor(pg),
    transaction: (work) => pg.transaction((tx) => work(executor(tx))),
    close: () => pg.close(),
  };
};
