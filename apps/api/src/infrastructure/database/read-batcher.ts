import DataLoader from 'dataloader';

/**
 * Gathers the keys that concurrent requests ask for during one turn of the event loop and reads
 * them with ONE query (DataLoader, caching off: every load reads afresh). Under load most of a
 * request's cost on this kind of machine is the round trip itself (two socket writes and two
 * wake-ups, see bench/purchases.ts), so N requests that read at once pay for one.
 * `readMany` answers a value per key, in the keys' order; a key may repeat.
 */
export const readBatcher = <K, V>(readMany: (keys: readonly K[]) => Promise<readonly V[]>) =>
  new DataLoader<K, V>(readMany, {
    cache: false,
    // setImmediate, not DataLoader's default (end of the current job): the answers of several
    // sockets arrive in one poll phase, each in its own job, and should share a batch.
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });

/** The values of several keys of one batcher; the first failure is thrown. */
export const loadAll = async <K, V>(batcher: DataLoader<K, V>, keys: readonly K[]): Promise<V[]> => {
  const values = await batcher.loadMany(keys);
  const failed = values.find((value): value is Error => value instanceof Error);
  if (failed) throw failed;
  return values as V[];
};
