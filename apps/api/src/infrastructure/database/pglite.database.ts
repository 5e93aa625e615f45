import { mkdirSync } from 'node:fs';
import { PGlite, types, type Extension } from '@electric-sql/pglite';
import { ownerOnly, tightenToOwner } from '../data-dir/owner-only';
import type { Database, QueryResult, SqlExecutor } from './database';
import { countRoundTrip } from './request-costs';

type PgliteExecutor = Pick<PGlite, 'query' | 'exec'>;

const parsers = { [types.INT8]: Number, [types.NUMERIC]: Number };

/**
 * pg_trgm (migration 0008), the extension PGlite ships as a separate bundle. Required, not
 * imported: the API's node10 module resolution cannot see the package's `contrib/*` subpath types.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

// PGlite has no named statements on its protocol: `name` is ignored and every query is planned afresh.
const executor = (pg: PgliteExecutor): SqlExecutor => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => {
    countRoundTrip();
    const result = await pg.query<Row>(sql, params as unknown[]);
    // PGlite reports affectedRows 0 for a SELECT; count the rows then, like node-postgres does.
    return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) } satisfies QueryResult<Row>;
  },
  // A script counts as one statement, as on the server.
  exec: async (sql: string) => {
    countRoundTrip();
    await pg.exec(sql);
  },
});

/** The embedded database, which can also be saved whole as a tar archive of its data folder. */
export type PgliteDatabase = Database & { dumpDataDir: () => Promise<Blob> };

/**
 * Embedded mode: PostgreSQL compiled to WASM in this process, data in `dataDir` (in memory when
 * undefined), starting from the archive `loadDataDir` when given (a `dumpDataDir` of another).
 * PGlite runs one statement at a time and its `transaction` holds that lock until commit, so
 * transactions here are serialised.
 */
export const createPgliteDatabase = async (dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: ownerOnly.folder });
  const pg = await PGlite.create(dataDir, { parsers, extensions: { pg_trgm }, loadDataDir });
  // Whatever the process umask, PGlite unpacks a new cluster with every file 0666 (its WAL holds
  // the session secret) and writes the files PostgreSQL opens through stdio 0644 (relation cache
  // at start, statistics at shutdown): they are made owner-only after opening and after closing.
  // Meanwhile the folder itself (0700) keeps other accounts out.
  const tighten = async () => void (dataDir && (await tightenToOwner(dataDir)));
  await tighten();
  return {
    kind: 'pglite',
    ...executor(pg),
    transaction: async (work) => {
      countRoundTrip(); // PGlite's BEGIN
      try {
        return await pg.transaction((tx) => work(executor(tx)));
      } finally {
        countRoundTrip(); // its COMMIT or ROLLBACK
      }
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
    close: async () => {
      await pg.close();
      await tighten();
    },
  };
};
