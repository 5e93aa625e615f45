import type { Database, SqlExecutor } from '../database/database';
import { eventColumns, toRecordedEvent, type EventRow } from '../event-store/event-row';
import type { RecordedEvent } from '../event-store/event-store.types';
import type { InlineEventHandler } from '../event-store/postgres-event-store';
import { openPersonalData } from '../personal-data/personal-data-envelope';
import type { Projection, ReplayBatch } from './projection';

const REPLAY_WINDOW = 5000;

/** Applies an event whose personal data is already opened to every read model that handles its type. */
const applyOpened = (projections: readonly Projection[]) => {
  const byType = new Map<string, Projection[]>();
  for (const p of projections) for (const type of p.handles) byType.set(type, [...(byType.get(type) ?? []), p]);
  return async (event: RecordedEvent, tx: SqlExecutor) => {
    for (const projection of byType.get(event.type) ?? []) await projection.apply(event, tx);
  };
};

/**
 * Applies one stored event to every read model that handles its type. Read models see personal
 * data in plaintext, or 'Dato cancellato' once erased (crypto-shredding), never the sealed form.
 */
export const applyInline = (projections: readonly Projection[]): InlineEventHandler => {
  const handled = new Set(projections.flatMap((p) => p.handles));
  const apply = applyOpened(projections);
  return async (event, tx) => {
    if (!handled.has(event.type)) return;
    const [opened] = await openPersonalData(tx, [event]);
    await apply(opened!, tx);
  };
};

const splitStatements = (sql: string) =>
  sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Drops the tables of `projections` in `schema` and creates them in the first schema of the
 * search_path (the same one: verify puts its scratch schema first). The drop names the schema so
 * that a scratch rebuild can never drop a live table.
 */
export const recreateTables = async (tx: SqlExecutor, projections: readonly Projection[], schema = 'public') => {
  const indexes: string[] = [];
  for (const p of projections) {
    for (const table of p.tables) await tx.query(`DROP TABLE IF EXISTS ${schema}.${table} CASCADE`);
    for (const statement of splitStatements(p.schema)) {
      if (/^CREATE\s+(UNIQUE\s+)?INDEX/i.test(statement)) indexes.push(statement);
      else await tx.query(statement);
    }
  }
  // Secondary indexes are built once after a replay: cheaper than maintaining them row by row.
  return {
    createIndexes: async () => {
      for (const statement of indexes) await tx.query(statement);
    },
  };
};

/** A stretch of the log: positions in (after, upTo]. */
export type LogRange = { after: number; upTo: number };

const wholeLog = async (tx: SqlExecutor): Promise<LogRange> => {
  const { rows } = await tx.query<{ position: number }>('SELECT coalesce(max(global_position), 0) AS position FROM events');
  return { after: 0, upTo: Number(rows[0]!.position) };
};

/** Where a replay's time goes, in milliseconds: reading the log (and opening personal data), folding events, writing rows. */
export type ReplayTimings = { read: number; fold: number; write: number };

/**
 * How a stretch of the log reaches the read models: a replay feeds each one's `replayer`, which
 * folds a window in memory and writes it in bulk; a catch-up applies every event inline, one at a
 * time, as appends do.
 */
type ApplyMode = 'replay' | 'catch-up';

const batchesFor = (tx: SqlExecutor, projections: readonly Projection[], mode: ApplyMode): ReplayBatch[] => {
  if (mode === 'replay') return projections.map((p) => p.replayer(tx));
  const apply = applyOpened(projections);
  return [{ apply: (event: RecordedEvent) => apply(event, tx), flush: async () => undefined }];
};

const since = (started: number) => performance.now() - started;

/**
 * Applies the events of `range` that `projections` handle, in global order. The log is read in
 * windows of REPLAY_WINDOW positions, not with a LIMIT: whatever the planner thinks of the type
 * filter (a log just written has no statistics), each read then touches one window, never
 * the rest of the log (a bitmap scan of everything after the position, sorted, per batch, made
 * the replay quadratic). Personal-data keys are loaded once per window. In mode 'replay' each
 * batch folds the window's events, then writes what they changed before the next window is read.
 * Answers how many events were applied.
 */
const applyRange = async (
  tx: SqlExecutor,
  projections: readonly Projection[],
  mode: ApplyMode,
  range: LogRange,
  { onProgress, timings = { read: 0, fold: 0, write: 0 } }: Omit<ReplayOptions, 'range'> = {},
) => {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const batches = batchesFor(tx, projections, mode);
  let applied = 0;
  for (let after = range.after; after < range.upTo; after += REPLAY_WINDOW) {
    let started = performance.now();
    const { rows } = await tx.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE global_position > $1 AND global_position <= $2 AND type = ANY($3::text[])
       ORDER BY global_position`,
      [after, Math.min(after + REPLAY_WINDOW, range.upTo), types],
    );
    const events = await openPersonalData(tx, rows.map(toRecordedEvent));
    timings.read += since(started);
    started = performance.now();
    for (const event of events) for (const batch of batches) await batch.apply(event);
    timings.fold += since(started);
    started = performance.now();
    for (const batch of batches) await batch.flush();
    for (const batch of batches) await batch.prune?.();
    timings.write += since(started);
    applied += rows.length;
    onProgress?.(applied);
  }
  return applied;
};

export type ReplayOptions = { range?: LogRange; onProgress?: (applied: number) => void; timings?: ReplayTimings };

/** Replays the log (or `range` of it) into empty `projections` through `tx`; returns how many events were applied. */
export const replay = async (tx: SqlExecutor, projections: readonly Projection[], options: ReplayOptions = {}): Promise<number> =>
  applyRange(tx, projections, 'replay', options.range ?? (await wholeLog(tx)), options);

/** Applies `range` to read models already replayed, one event at a time as appends do. */
export const catchUp = (tx: SqlExecutor, projections: readonly Projection[], range: LogRange) => applyRange(tx, projections, 'catch-up', range);

/** Drops, recreates and replays the given read models in one transaction. */
export const rebuildProjections = (db: Database, projections: readonly Projection[], options: Omit<ReplayOptions, 'range'> = {}) =>
  db.transaction(async (tx) => {
    const tables = await recreateTables(tx, projections);
    const applied = await replay(tx, projections, options);
    await tables.createIndexes();
    for (const p of projections) await recordVersion(tx, p);
    return applied;
  });

export const recordVersion = (tx: SqlExecutor, p: Projection) =>
  tx.query(
    `INSERT INTO projection_versions (projection, version) VALUES ($1, $2)
     ON CONFLICT (projection) DO UPDATE SET version = EXCLUDED.version, rebuilt_at = now()`,
    [p.name, p.version],
  );

/** At start-up: creates new read models and rebuilds those whose version changed. */
export const ensureProjectionsCurrent = async (db: Database, projections: readonly Projection[]) => {
  const { rows } = await db.query<{ projection: string; version: number }>('SELECT projection, version FROM projection_versions');
  const known = new Map(rows.map((r) => [r.projection, r.version]));
  const stale = projections.filter((p) => known.get(p.name) !== p.version);
  if (stale.length > 0) await rebuildProjections(db, stale);
  return stale.map((p) => p.name);
};
