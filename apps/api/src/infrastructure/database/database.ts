/** Rows and count of one statement, the same shape from node-postgres and PGlite. */
export type QueryResult<Row> = { rows: Row[]; rowCount: number };

/** Runs SQL with `$1`-style parameters: a pool, a connection or an open transaction. */
export interface SqlExecutor {
  /**
   * `name` makes `sql` a named prepared statement: the server parses and plans it once per
   * connection instead of on every call. Give one name to one text only, and only to hot statements.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], name?: string): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database port. Both adapters run the same SQL; see ARCHITECTURE.md section 2.
 * `transaction` commits when `work` resolves and rolls back when it throws.
 */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Server mode: where to open a dedicated connection outside the pool (a `LISTEN` must keep its own). */
  readonly connectionString?: string;
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error codes we react to. */
export const pgErrorCodes = { uniqueViolation: '23505', serializationFailure: '40001', deadlockDetected: '40P01' } as const;

export const isPgError = (error: unknown, code: string): error is Error & { code: string; constraint?: string } =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
