import type { SqlExecutor } from './database';

/**
 * Renders a parameter as an SQL literal, for scripts that batch many statements into one round
 * trip (the replay of a rebuild). Requires standard_conforming_strings (on by default since 9.1),
 * so only single quotes need doubling: run `useStandardStrings` in the transaction first.
 */
export const sqlLiteral = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot render ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'object' && !Array.isArray(value)) return quote(JSON.stringify(value));
  throw new Error(`Cannot render a ${typeof value} as an SQL literal`);
};

const quote = (text: string) => {
  if (text.includes('\u0000')) throw new Error('NUL bytes cannot be stored in PostgreSQL text');
  return `'${text.replace(/'/g, "''")}'`;
};

/** Replaces `$1`..`$n` by literals; `$` inside quoted text of the template is not expected. */
export const inlineParameters = (sql: string, params: readonly unknown[] = []) =>
  sql.replace(/\$(\d+)/g, (_, index: string) => sqlLiteral(params[Number(index) - 1]));

/**
 * A server, database or role may be configured with standard_conforming_strings off; then a
 * backslash in a literal is an escape and a value could end its own quotes. Setting it for the
 * transaction makes the literals above mean exactly their text, whatever the server's default.
 */
export const useStandardStrings = (tx: SqlExecutor) => tx.query('SET LOCAL standard_conforming_strings = on');
