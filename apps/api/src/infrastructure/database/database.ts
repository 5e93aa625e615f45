/** Rows and count of one statement, the same shape from node-postgres and PGlite. */
export type QueryResult<Row> = { rows: Row[]; rowCount: number };

/** Runs SQL with `$1`-style parameters: a pool, a connection or an open transaction. */
export interface SqlExecutor {
  /**
   * `name` makes `sql` a named prepared statement: the server parses and plans it once per
   * connection instead of on every call. Give one name to one text only, and only to hot statements.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], name?: string): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations, batched replays). */
  exec(sql: string): Promise<void>;
}

/**
 * A read sent with a scripted transaction's COMMIT, after its writes: it sees them, and costs no
 * round trip of its own (the answer of a purchase). `sql` is one statement with `$1`-style
 * `params`; as for `query`, `name` makes it a prepared statement, planned once per connection
 * (run as EXECUTE with the values as literals, sql-literal.ts). The transaction sets `result` once
 * it has committed; it stays unset when the read was not sent, so the caller reads on its own then.
 */
export type ClosingRead = {
  readonly sql: string;
  readonly params?: readonly unknown[];
  readonly name?: string;
  result?: QueryResult<Record<string, unknown>>;
};

/**
 * The database port. Both adapters run the same SQL; see ARCHITECTURE.md section 2.
 * `transaction` commits when `work` resolves and rolls back when it throws.
 */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Server mode: where to open a dedicated connection outside the pool (a `LISTEN` must keep its own). */
  readonly connectionString?: string;
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * A transaction in two round trips, for hot write paths: `opening`, a script of literal SQL
   * (sql-literal.ts; standard strings are set first), goes out with BEGIN and the results of its
   * statements are handed to `work`; the writes `work` makes through `writes` (writes only: it
   * answers no rows, see batchingExecutor) go out with COMMIT, and so does `closingRead`, after
   * them. Rolls back when anything throws.
   */
  scriptedTransaction<T>(
    opening: string,
    work: (results: QueryResult<never>[], writes: SqlExecutor) => Promise<T>,
    closingRead?: ClosingRead,
  ): Promise<T>;
  /**
   * A transaction in ONE round trip, for writes that need nothing back before they are sent:
   * BEGIN, `script` (literal SQL as for scriptedTransaction), `closingRead` and COMMIT in one
   * message. Answers the result of each statement of `script`; rolls back when one fails.
   */
  oneTripTransaction(script: string, closingRead?: ClosingRead): Promise<QueryResult<never>[]>;
  close(): Promise<void>;
}

/** PostgreSQL error codes we react to. */
export const pgErrorCodes = { uniqueViolation: '23505', notNullViolation: '23502', serializationFailure: '40001', deadlockDetected: '40P01' } as const;

export const isPgError = (error: unknown, code: string): error is Error & { code: string; constraint?: string } =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
