import type { SqlExecutor } from './database';
import { batchingExecutor } from './batching-executor';

const recorder = () => {
  const scripts: string[] = [];
  const target: SqlExecutor = { query: async () => ({ rows: [], rowCount: 0 }), exec: async (sql) => void scripts.push(sql) };
  return { scripts, target };
};

describe('batched writes of a replay', () => {
  it('sends nothing until the batch is full or flushed, then one script', async () => {
    const { scripts, target } = recorder();
    const batch = batchingExecutor(target, 3);
    await batch.query('UPDATE t SET a = $1 WHERE id = $2', ['x', 1]);
    await batch.query('UPDATE t SET a = $1 WHERE id = $2', ['y', 2]);
    expect(scripts).toEqual([]);
    await batch.query('DELETE FROM t WHERE id = $1', [3]);
    expect(scripts).toEqual(["UPDATE t SET a = 'x' WHERE id = 1;\nUPDATE t SET a = 'y' WHERE id = 2;\nDELETE FROM t WHERE id = 3"]);
  });

  it('merges consecutive plain INSERTs of one template into a multi-row INSERT', async () => {
    const { scripts, target } = recorder();
    const batch = batchingExecutor(target);
    const insert = 'INSERT INTO t (id, note) VALUES ($1, $2)';
    await batch.query(insert, [1, "l'a) VALUES (x"]);
    await batch.query(insert, [2, 'b']);
    await batch.query('UPDATE t SET note = $2 WHERE id = $1', [1, 'c']);
    await batch.query(insert, [3, 'd']);
    await batch.flush();
    expect(scripts).toEqual([
      "INSERT INTO t (id, note) VALUES (1, 'l''a) VALUES (x'), (2, 'b');\nUPDATE t SET note = 'c' WHERE id = 1;\nINSERT INTO t (id, note) VALUES (3, 'd')",
    ]);
  });

  it('never merges upserts, whose rows could meet in one statement', async () => {
    const { scripts, target } = recorder();
    const batch = batchingExecutor(target);
    const upsert = 'INSERT INTO t (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = greatest(t.n, 2)';
    await batch.query(upsert, [1]);
    await batch.query(upsert, [1]);
    await batch.flush();
    expect(scripts[0]!.split(';\n')).toHaveLength(2);
  });
});
