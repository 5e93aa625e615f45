import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';

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
 * `apply` runs one event inline (in the append's transaction, or a rebuild's catch-up); a replay
 * of the log goes through `replayer` (fold-projection.ts, fold-set-projection.ts).
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
  apply: (event: RecordedEvent, tx: SqlExecutor) => Promise<void>;
  /** A replay of this read model into empty tables through `tx`. */
  replayer: (tx: SqlExecutor) => ReplayBatch;
};

export const defineProjection = (projection: Projection): Projection => projection;
