import DataLoader from 'dataloader';

/**
 * Gathers what concurrent requests ask for during one turn of the event loop and serves it with
 * ONE call of `runMany` (DataLoader, caching off: every load runs afresh). Under load most of a
 * request's database cost is per round trip (the statement's overhead on both sides, the socket
 * write and the wake-up), so N requests that read or commit at once pay for one.
 * `runMany` answers a value (or an Error, failing that key alone) per key, in the keys' order;
 * a key may repeat.
 */
export const perTurnBatcher = <K, V>(runMany: (keys: readonly K[]) => Promise<readonly (V | Error)[]>, maxBatchSize = Infinity) =>
  new DataLoader<K, V>(runMany, {
    cache: false,
    maxBatchSize,
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
