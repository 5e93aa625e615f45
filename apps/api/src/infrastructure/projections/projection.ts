import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';

/** How an event reaches `apply`: one at a time as it is appended, or in a replay of the whole log. */
export type ApplyMode = 'inline' | 'replay';

/**
 * A read model and the handler that keeps it (ARCHITECTURE.md section 5). The same object serves
 * the inline path (inside the append transaction) and the rebuild and verify scripts.
 * Table names in `schema` and in `apply` are unqualified, so a rebuild can target a scratch schema.
 * `apply` must only write: in mode 'replay' its statements are queued and sent as scripts
 * (replay-writes.ts) and answer nothing; a write whose rows it needs goes through `readAfterWrites`.
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
  /**
   * SQL run at the end of a replay to fill tables derived from this read model's own rows (such
   * as counters), whose per-event upkeep `apply` skips in mode 'replay': a replay is one
   * transaction, and each update of one counter row there lengthens that row's version chain,
   * which the next update walks (100,000 events took 100 s, quadratic).
   */
  afterReplay?: string;
};

export const defineProjection = (projection: Projection): Projection => projection;
