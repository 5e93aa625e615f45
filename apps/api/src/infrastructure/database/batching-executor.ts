import type { QueryResult, SqlExecutor } from './database';
import { inlineParameters } from './sql-literal';

/** `INSERT INTO t (cols) VALUES (...)` and nothing after: rows of such statements can be merged. */
const PLAIN_INSERT = /^\s*INSERT\s+INTO\s+[\w.]+\s*\([^)]*\)\s*VALUES\s*(\(.*\))\s*$/is;
// Checked on the template, which holds no user text: merging would change what these mean.
const NOT_MERGEABLE = /\b(ON\s+CONFLICT|RETURNING|SELECT)\b/i;
const isPlainInsert = (template: string) => PLAIN_INSERT.test(template) && !NOT_MERGEABLE.test(template);

type Pending = { sql: string; insertTemplate?: string };

/**
 * Collects write statements and sends them as one script per `size` statements, so a replay of
 * 100,000 events costs hundreds of round trips instead of 100,000. Consecutive plain INSERTs of
 * the same template become one multi-row INSERT, which PostgreSQL parses and plans once.
 * Writes only: `query` answers no rows. Call `flush` before reading what was written.
 */
export const batchingExecutor = (target: SqlExecutor, size = 500) => {
  let pending: Pending[] = [];
  let statements = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const script = pending.map((p) => p.sql).join(';\n');
    pending = [];
    statements = 0;
    await target.exec(script);
  };
  const add = async (entry: Pending) => {
    const last = pending[pending.length - 1];
    const values = entry.insertTemplate ? PLAIN_INSERT.exec(entry.sql)?.[1] : undefined;
    if (last && values && last.insertTemplate === entry.insertTemplate) last.sql += `, ${values}`;
    else pending.push(entry);
    if (++statements >= size) await flush();
  };
  const executor: SqlExecutor & { flush: () => Promise<void> } = {
    query: async <Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> => {
      await add({ sql: inlineParameters(sql, params), insertTemplate: isPlainInsert(sql) ? sql : undefined });
      return { rows: [], rowCount: 0 };
    },
    exec: (sql: string) => add({ sql }),
    flush,
  };
  return executor;
};
