import { mkdirSync } from 'node:fs';
import { PGlite, types, type Extension, type Results, type Transaction } from '@electric-sql/pglite';
import { ownerOnly, tightenToOwner } from '../data-dir/owner-only';
import type { ClosingRead, Database, QueryResult, SqlExecutor } from './database';
import { collectWrites, STANDARD_STRINGS } from './scripted-transaction';
import { sqlLiteral } from './sql-literal';

type PgliteExecutor = Pick<PGlite, 'query' | 'exec'>;

const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

/**
 * pg_trgm (migration 0008), the extension PGlite ships as a separate bundle. Required, not
 * imported: the API's node10 module resolution cannot see the package's `contrib/*` subpath types.
 */
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

const executor = (pg: PgliteExecutor, prepared: Map<string, Promise<void>>): SqlExecutor => ({
  query: async <Row>(sql: string, params: readonly unknown[] = [], name?: string) => {
    const result =
      name && params.every(isInlinable)
        ? await executePrepared<Row>(pg, prepared, name, sql, params)
        : await pg.query<Row>(sql, params as unknown[]);
    // PGlite reports affectedRows 0 for a SELECT; count the rows then, like node-postgres does.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) } satisfies QueryResult<Row>;
  },
  exec: async (sql: string) => {
    await pg.exec(sql);
  },
});

// sqlLiteral renders no SQL arrays: such a call takes the ordinary path.
const isInlinable = (value: unknown) => !Array.isArray(value);

/**
 * PGlite names no statements on its protocol, and EXECUTE takes no bound parameters, so a named
 * statement is a PREPARE once per instance (it survives rollbacks) and an EXECUTE with the values
 * as literals: measured about twice as fast as re-planning the guarded insert on every call.
 */
const executePrepared = async <Row>(pg: PgliteExecutor, prepared: Map<string, Promise<void>>, name: string, sql: string, params: readonly unknown[]) => {
  // Concurrent first calls share one PREPARE; a failed one is tried again by the next call.
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = pg.exec(`PREPARE ${name} AS ${sql}`).then(() => undefined);
    prepared.set(name, preparing);
    preparing.catch(() => prepared.delete(name));
  }
  await preparing;
  const args = params.length > 0 ? `(${params.map(sqlLiteral).join(', ')})` : '';
  return pg.query<Row>(`EXECUTE ${name}${args}`);
};

/** The results of a script after its leading `SET LOCAL standard_conforming_strings`. */
const toResults = (results: Results[]): QueryResult<never>[] =>
  results.slice(1).map((r) => ({ rows: r.rows as never[], rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) }));

/**
 * Embedded mode: PostgreSQL compiled to WASM in this process, data in `dataDir` (in memory when
 * undefined). PGlite runs one statement at a time and its `transaction` holds that lock until
 * commit, so transactions here are serialised.
 */
export const createPgliteDatabase = async (dataDir?: string): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: ownerOnly.folder });
  const pg = await PGlite.create(dataDir, { parsers, extensions: { pg_trgm } });
  // Whatever the process umask, PGlite unpacks a new cluster with every file 0666 (its WAL holds
  // the session secret) and writes the files PostgreSQL opens through stdio 0644 (relation cache
  // at start, statistics at shutdown): they are made owner-only after opening and after closing.
  // Meanwhile the folder itself (0700) keeps other accounts out.
  const tighten = async () => void (dataDir && (await tightenToOwner(dataDir)));
  await tighten();
  const prepared = new Map<string, Promise<void>>();
  /** A closing read run last in the transaction and handed over once it has committed, as the server adapter does. */
  const closingReadOn = (closingRead?: ClosingRead) => {
    let read: QueryResult<Record<string, unknown>> | undefined;
    return {
      read: async (tx: Transaction) => {
        if (!closingRead) return;
        const { rows } = await executor(tx, prepared).query<Record<string, unknown>>(closingRead.sql, closingRead.params, closingRead.name);
        read = { rows, rowCount: rows.length };
      },
      answer: () => {
        if (closingRead) closingRead.result = read;
      },
    };
  };
  return {
    kind: 'pglite',
    ...executor(pg, prepared),
    transaction: (work) => pg.transaction((tx) => work(executor(tx, prepared))),
    // In process there is no round trip to save: the same script and collected writes, in PGlite's transaction.
    scriptedTransaction: async (opening, work, closingRead) => {
      const closing = closingReadOn(closingRead);
      const value = await pg.transaction(async (tx) => {
        const collected = await collectWrites(toResults(await tx.exec(`${STANDARD_STRINGS}; ${opening}`)), work);
        if (collected.script) await tx.exec(collected.script);
        await closing.read(tx);
        return collected.value;
      });
      closing.answer();
      return value;
    },
    oneTripTransaction: async (script, closingRead) => {
      const closing = closingReadOn(closingRead);
      const results = await pg.transaction(async (tx) => {
        const ran = toResults(await tx.exec(`${STANDARD_STRINGS}; ${script}`));
        await closing.read(tx);
        return ran;
      });
      closing.answer();
      return results;
    },
    close: async () => {
      await pg.close();
      await tighten();
    },
  };
};
