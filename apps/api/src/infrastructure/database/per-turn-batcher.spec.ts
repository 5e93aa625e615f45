import { loadAll, perTurnBatcher } from './per-turn-batcher';

describe('perTurnBatcher', () => {
  it('reads the keys asked for during one turn of the event loop with one call, each caller getting its own values', async () => {
    const calls: (readonly number[])[] = [];
    const batcher = perTurnBatcher(async (keys: readonly number[]) => {
      calls.push(keys);
      return keys.map((k) => k * 10);
    });
    // Asked from separate callbacks of one turn, as the answers of several sockets are.
    const asked = await new Promise<Promise<number[]>[]>((resolve) => {
      const pending: Promise<number[]>[] = [];
      setImmediate(() => pending.push(loadAll(batcher, [1, 2])));
      setImmediate(() => pending.push(loadAll(batcher, [2, 3])));
      setImmediate(() => resolve(pending));
    });
    expect(await Promise.all(asked)).toEqual([
      [10, 20],
      [20, 30],
    ]);
    expect(calls).toEqual([[1, 2, 2, 3]]);
  });

  it('reads afresh every time: nothing is cached between turns', async () => {
    let reads = 0;
    const batcher = perTurnBatcher(async (keys: readonly string[]) => keys.map(() => ++reads));
    expect(await batcher.load('a')).toBe(1);
    expect(await batcher.load('a')).toBe(2);
  });

  it('a failed read fails every caller of its batch', async () => {
    const batcher = perTurnBatcher(async (): Promise<number[]> => {
      throw new Error('connection lost');
    });
    await expect(Promise.all([loadAll(batcher, [1]), loadAll(batcher, [2, 3])])).rejects.toThrow('connection lost');
  });
});
