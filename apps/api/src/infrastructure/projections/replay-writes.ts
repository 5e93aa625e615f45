import * as pg from 'pg';
import type { QueryResult, SqlExecutor } from '../database/database';

/** node-postgres exports `utils` (how it prepares bind values) at run time; @types/pg does not declare it. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;
const { escapeLiteral } = pg;

/**
 * A parameter as an SQL literal, by node-postgres' own functions: `prepareValue` turns it into
 * the text a bind parameter would carry (dates, arrays, objects as JSON), `escapeLiteral` quotes
 * that text (doubling quotes, and in the E'' form when it holds a backslash, so it means the
 * same whatever standard_conforming_strings says). Quoted like a parameter, the value takes its
 * type from where it stands, as a parameter does.
 */
export const sqlLiteral = (value: unknown): string => {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (Buffer.isBuffer(prepared)) return escapeLiteral(`\\x${prepared.toString('hex')}`);
  return escapeLiteral(String(prepared));
};

/** `sql` with `$1`..`$n` replaced by the literals of `params` (templates are code: no `$` in their own text). */
export const inlineParameters = (sql: string, params: readonly unknown[]) =>
  sql.replace(/\$(\d+)/g, (_, n: string) => {
    if (Number(n) > params.length) throw new Error(`No value for $${n} in: ${sql}`);
    return sqlLiteral(params[Number(n) - 1]);
  });

/** What a queued statement answers: nothing yet, so reading it is a mistake that must show. */
const unanswered: QueryResult<never> = Object.freeze({
  get rows(): never[] {
    throw new Error('A replay queues its writes: their rows are not available (a read model that needs them is a fold: fold-projection.ts)');
  },
  get rowCount(): number {
    throw new Error('A replay queues its writes: their row counts are not available (a read model that needs them is a fold: fold-projection.ts)');
  },
});

/** The executor a replay hands to `Projection.apply`: writes are queued, nothing is read. */
export type ReplayWrites = SqlExecutor & {
  /** Sends the queued statements as one script. */
  flush: () => Promise<void>;
};

/**
 * Queues the statements of a replay with their values inlined and sends them as one script
 * (simple protocol, one round trip) per `size` statements: a replay of 1,000,000 events costs a
 * few thousand round trips instead of over a million. Writes only (Projection's contract):
 * `query` answers nothing; call `flush` before anything reads what they wrote.
 */
export const replayWrites = (tx: SqlExecutor, size = 2000): ReplayWrites => {
  let queued: string[] = [];
  const flush = async () => {
    if (queued.length === 0) return;
    const script = queued.join(';\n');
    queued = [];
    await tx.exec(script);
  };
  const queue = async (sql: string) => {
    queued.push(sql);
    if (queued.length >= size) await flush();
  };
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => {
      await queue(inlineParameters(sql, params));
      return unanswered as QueryResult<Row>;
    },
    exec: queue,
    flush,
  };
};
