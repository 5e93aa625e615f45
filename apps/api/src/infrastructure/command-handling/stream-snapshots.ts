/** A stream's state folded up to `version`, whose event is `lastEventId`. */
export type StreamSnapshot<S = unknown> = { version: number; lastEventId: string; state: S };

/** Streams kept per fold, least recently used first out: states are small, a few MB at most. */
export const MAX_SNAPSHOTS_PER_FOLD = 10_000;

/**
 * The states decisions folded, kept in memory so the next decision over the same stream reads
 * and folds only the events after them (a wallet gains an event with every purchase; a practice
 * with every purchase and document download). Kept per fold function, since two deciders may fold
 * one stream into different states, and apart for streams folded sealed (personal data left
 * encrypted). Only a cache: a reader checks the snapshot's last event is still in its stream,
 * and the append's expected version guards the decision as it guards any other.
 *
 * Deciders are module-level constants (as `purchaseDecider`): one built per call would bring new
 * evolve functions, hence a new fold and its own map, each time; nothing would be reused and the
 * maps would pile up (only tests build deciders per call).
 */
export class StreamSnapshots {
  private readonly folds = new Map<unknown, Map<string, StreamSnapshot>>();

  constructor(private readonly maxPerFold = MAX_SNAPSHOTS_PER_FOLD) {}

  get<S>(fold: unknown, key: string): StreamSnapshot<S> | undefined {
    const snapshots = this.folds.get(fold);
    const snapshot = snapshots?.get(key);
    if (snapshot) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      snapshots!.delete(key);
      snapshots!.set(key, snapshot);
    }
    return snapshot as StreamSnapshot<S> | undefined;
  }

  /**
   * Keeps `snapshot`, its state frozen deep: the next decision folds onto this very object, so an
   * evolve that changed its state in place instead of returning a new one would count the same
   * events twice (a balance debited twice). Frozen, such an evolve throws at once (strict mode).
   */
  set<S>(fold: unknown, key: string, snapshot: StreamSnapshot<S>): void {
    deepFreeze(snapshot.state);
    let snapshots = this.folds.get(fold);
    if (!snapshots) this.folds.set(fold, (snapshots = new Map()));
    snapshots.delete(key);
    snapshots.set(key, snapshot);
    if (snapshots.size > this.maxPerFold) snapshots.delete(snapshots.keys().next().value!);
  }

  delete(fold: unknown, key: string): void {
    this.folds.get(fold)?.delete(key);
  }
}

/** Freezes `value` and everything it holds (states are plain data: objects, arrays, scalars). */
const deepFreeze = (value: unknown): void => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
};
