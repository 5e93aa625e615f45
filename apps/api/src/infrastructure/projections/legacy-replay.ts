import type { SqlExecutor } from '../database/database';
import type { RecordedEvent } from '../event-store/event-store.types';
import type { Projection, ReplayBatch } from './projection';
import { replayWrites } from './replay-writes';

/**
 * The replay of read models that are not folds yet: `apply` in mode 'replay' through one queue of
 * literal statements sent as scripts (replay-writes.ts), and their `afterReplay` SQL at the end.
 * Goes, with replay-writes.ts and `Projection.afterReplay`, once every read model has a `replayer`.
 */
export const legacyReplay = (tx: SqlExecutor, projections: readonly Projection[]): ReplayBatch & { finish: () => Promise<void> } => {
  // One script per window (flushed by the runner), so a replay's time splits cleanly into folding and writing.
  const writes = replayWrites(tx, Number.POSITIVE_INFINITY);
  const byType = new Map<string, Projection[]>();
  for (const p of projections) for (const type of p.handles) byType.set(type, [...(byType.get(type) ?? []), p]);
  return {
    apply: async (event: RecordedEvent) => {
      for (const projection of byType.get(event.type) ?? []) await projection.apply(event, writes, 'replay');
    },
    flush: writes.flush,
    finish: async () => {
      for (const { afterReplay } of projections) if (afterReplay) await tx.exec(afterReplay);
    },
  };
};
