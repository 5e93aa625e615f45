import type { QueryResult, SqlExecutor } from './database';
import { inlineParameters } from './sql-literal';

/**
 * Collects write statements and sends them as one script per `size` statements, so a replay of
 * 100,000 events costs hundreds of round trips instead of 100,000. Writes only: `query` answers
 * no rows. Call `flush` before reading what was written.
 */
export const batchingExecutor = (target: SqlExecutor, size = 500) => {
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const script = pending.join(';\n');
    pending = [];
    await target.exec(script);
  };
  const executor: SqlExecutor & { flush: () => Promise<void> } = {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      pending.push(inlineParameters(sql, params));
      if (pending.length >= size) await flush();
      return { rows: [], rowCount: 0 };
    },
    exec: async (sql: string) => {
      pending.push(sql);
      if (pending.length >= size) await flush();
    },
    flush,
  };
  return executor;
};
