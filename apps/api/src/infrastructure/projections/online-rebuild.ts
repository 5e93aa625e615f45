import { Client } from 'pg';
import type { Database, SqlExecutor } from '../database/database';
import { committedBoundary } from '../event-store/committed-boundary';
import type { Projection } from './projection';
import { catchUp, recordVersion, recreateTables, replay, type LogRange, type ReplayTimings } from './projection-runner';

/** Where the new tables are built, beside the live ones in `public`. */
export const REBUILD_SCHEMA = 'projection_rebuild';

/** Catch-up rounds stop once one has fewer events left than this: the swap applies the rest under its lock. */
const SMALL_LAG = 500;
const MAX_CATCH_UP_ROUNDS = 20;
/**
 * How long the swap waits for a lock before it gives up and tries again. Below PostgreSQL's
 * deadlock_timeout (1 s): should a request hold a read-model table and wait for the events lock
 * the swap holds, the swap gives way before that request's deadlock check could abort it.
 */
const SWAP_LOCK_TIMEOUT = '500ms';
const SWAP_ATTEMPTS = 20;

export type OnlineRebuildProgress =
  | { phase: 'build'; applied: number; upTo: number }
  | { phase: 'catch-up'; applied: number; upTo: number }
  | { phase: 'swap'; applied: number; upTo: number }
  | { phase: 'swap-retry'; error: string };

/** Statements that follow name the new tables: unqualified names resolve to the rebuild schema first. */
const inRebuildSchema = (tx: SqlExecutor) => tx.query(`SET LOCAL search_path TO ${REBUILD_SCHEMA}, public`);

const liveTables = (projections: readonly Projection[]) => projections.flatMap((p) => p.tables);

/** Builds the new tables and replays (0, upTo] into them, in a transaction that takes no lock the API waits for. */
const build = (db: Database, projections: readonly Projection[], upTo: number, report: (p: OnlineRebuildProgress) => void, timings?: ReplayTimings) =>
  db.transaction(async (tx) => {
    await tx.query(`DROP SCHEMA IF EXISTS ${REBUILD_SCHEMA} CASCADE`);
    await tx.query(`CREATE SCHEMA ${REBUILD_SCHEMA}`);
    await inRebuildSchema(tx);
    const tables = await recreateTables(tx, projections, REBUILD_SCHEMA);
    const applied = await replay(tx, projections, { range: { after: 0, upTo }, onProgress: (n) => report({ phase: 'build', applied: n, upTo }), timings });
    await tables.createIndexes();
    return applied;
  });

const catchUpRound = (db: Database, projections: readonly Projection[], range: LogRange) =>
  db.transaction(async (tx) => {
    await inRebuildSchema(tx);
    return catchUp(tx, projections, range);
  });

/**
 * One transaction: appends wait (EXCLUSIVE on events lets reads through), the live tables are
 * locked at once (so the swap never waits for them while it holds events), the last events are
 * applied, the live tables dropped and the new ones moved into `public` (with their indexes and
 * owned sequences), the versions recorded. A plain DROP, not CASCADE: a view or a foreign key on a
 * read model would make the swap fail rather than vanish.
 */
const swap = (db: Database, projections: readonly Projection[], after: number) =>
  db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
    await tx.query('LOCK TABLE events IN EXCLUSIVE MODE');
    await tx.query(
      `LOCK TABLE ${liveTables(projections)
        .map((t) => `public.${t}`)
        .join(', ')} IN ACCESS EXCLUSIVE MODE`,
    );
    const { rows } = await tx.query<{ position: number }>('SELECT coalesce(max(global_position), 0) AS position FROM events');
    const upTo = Number(rows[0]!.position);
    await inRebuildSchema(tx);
    const applied = await catchUp(tx, projections, { after, upTo });
    for (const table of liveTables(projections)) await tx.query(`DROP TABLE public.${table}`);
    for (const table of liveTables(projections)) await tx.query(`ALTER TABLE ${REBUILD_SCHEMA}.${table} SET SCHEMA public`);
    await tx.query(`DROP SCHEMA ${REBUILD_SCHEMA}`);
    for (const p of projections) await recordVersion(tx, p);
    return { applied, upTo };
  });

const LOCK_NOT_AVAILABLE = '55P03';
const DEADLOCK = '40P01';
const gaveWay = (error: unknown) => [LOCK_NOT_AVAILABLE, DEADLOCK].includes((error as { code?: string }).code ?? '');

/** The advisory lock an online rebuild holds on the server from start to swap: any constant. */
const ONLINE_REBUILD_LOCK = 44_044;
/** PGlite's single connection holds every session lock: there one process owns the database, so a set of databases rebuilding suffices. */
const rebuildingInProcess = new WeakSet<Database>();

export const ONLINE_REBUILD_RUNNING = 'Another online rebuild is running on this database: wait for it to finish (run one at a time).';

/**
 * Runs `work` as the only online rebuild of `db`, or refuses at once: two would drop each other's
 * rebuild schema. On the server a session advisory lock on a connection of its own (released
 * when it closes, should the process die); in PGlite a mark on the database object.
 */
const alone = async <T>(db: Database, work: () => Promise<T>): Promise<T> => {
  if (db.kind === 'postgres' && db.connectionString) {
    const client = new Client({ connectionString: db.connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [ONLINE_REBUILD_LOCK]);
      if (!rows[0]!.locked) throw new Error(ONLINE_REBUILD_RUNNING);
      return await work();
    } finally {
      await client.end();
    }
  }
  if (rebuildingInProcess.has(db)) throw new Error(ONLINE_REBUILD_RUNNING);
  rebuildingInProcess.add(db);
  try {
    return await work();
  } finally {
    rebuildingInProcess.delete(db);
  }
};

/**
 * Rebuilds `projections` while the API keeps serving (README.md, "Online rebuild"): new tables in
 * REBUILD_SCHEMA replayed up to a committed boundary, caught up round by round with what was
 * appended meanwhile, then swapped in one short transaction. Answers how many events were applied.
 */
export const rebuildProjectionsOnline = (
  db: Database,
  projections: readonly Projection[],
  report: (p: OnlineRebuildProgress) => void = () => undefined,
  timings?: ReplayTimings,
) => alone(db, () => rebuildAlone(db, projections, report, timings));

const rebuildAlone = async (db: Database, projections: readonly Projection[], report: (p: OnlineRebuildProgress) => void, timings?: ReplayTimings) => {
  let upTo = await committedBoundary(db);
  let applied = await build(db, projections, upTo, report, timings);
  for (let round = 0; round < MAX_CATCH_UP_ROUNDS; round++) {
    const next = await committedBoundary(db);
    const caught = await catchUpRound(db, projections, { after: upTo, upTo: next });
    applied += caught;
    upTo = next;
    report({ phase: 'catch-up', applied: caught, upTo });
    if (caught < SMALL_LAG) break;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const last = await swap(db, projections, upTo);
      report({ phase: 'swap', applied: last.applied, upTo: last.upTo });
      return applied + last.applied;
    } catch (error) {
      if (!gaveWay(error) || attempt >= SWAP_ATTEMPTS) throw error;
      report({ phase: 'swap-retry', error: (error as Error).message });
      // What the failed attempt applied was rolled back with it; the next one catches up from `upTo` again.
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
};
