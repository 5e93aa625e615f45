import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';

/** How an event reaches `apply`: one at a time as it is appended, or in a replay of the whole log. */
export type ApplyMode = 'inline' | 'replay';

/**
 * How a replay feeds one read model: every event of a window of the log, then `flush` writes what
 * they changed, and `prune` (after every batch's flush) removes the rows they deleted.
 */
export type ReplayBatch = {
  apply: (event: RecordedEvent) => void | Promise<void>;
  flush: () => Promise<void>;
  prune?: () => Promise<void>;
};

/**
 * A read model and the handler that keeps it (ARCHITECTURE.md section 5). The same object serves
 * the inline path (inside the append transaction) and the rebuild and verify scripts.
 * Table names in `schema` and in `apply` are unqualified, so a rebuild can target a scratch schema.
 * A folded read model (fold-projection.ts) replays through its `replayer`; the others through
 * legacy-replay.ts.
 */
export type Projection = {
  name: string;
  /** Bump when the tables or the handler change: start-up then rebuilds this read model. */
  version: number;
  /** Tables owned by this read model, dropped on rebuild. */
  tables: readonly string[];
  /** DDL creating the tables and their indexes. */
  schema: string;
  handles: readonly string[];
  apply: (event: RecordedEvent, tx: SqlExecutor, mode: ApplyMode) => Promise<void>;
  /** A replay of this read model into empty tables through `tx` (fold-projection.ts). */
  replayer?: (tx: SqlExecutor) => ReplayBatch;
  /**
   * Legacy replay only (legacy-replay.ts): SQL run at the end of a replay to fill tables derived
   * from this read model's own rows (such as counters), whose per-event upkeep `apply` skips in
   * mode 'replay'.
   */
  afterReplay?: string;
};

export const defineProjection = (projection: Projection): Projection => projection;
