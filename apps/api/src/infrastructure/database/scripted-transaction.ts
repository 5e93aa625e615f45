import { batchingExecutor } from './batching-executor';
import type { QueryResult, SqlExecutor } from './database';

/** Literals in the scripts must mean their text whatever the server's default (sql-literal.ts). */
export const STANDARD_STRINGS = 'SET LOCAL standard_conforming_strings = on';

/**
 * Runs `work` over the opening results with an executor that only collects its writes, and
 * answers them as one script (empty when nothing was written). The caller sends it with COMMIT.
 */
export const collectWrites = async <T>(
  results: QueryResult<never>[],
  work: (results: QueryResult<never>[], writes: SqlExecutor) => Promise<T>,
): Promise<{ value: T; script: string }> => {
  let script = '';
  const collected = { query: () => Promise.reject(new Error('Only exec is used')), exec: async (sql: string) => void (script = sql) };
  const writes = batchingExecutor(collected, Number.POSITIVE_INFINITY);
  const value = await work(results, writes);
  await writes.flush();
  return { value, script };
};
