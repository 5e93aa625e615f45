import type { SqlExecutor } from '../database/database';
import { storedHashOf } from './event-hash';
import { MerkleAccumulator } from './merkle-tree';
import { keysetBatches } from './verify/keyset-batches';

type LeafRow = { global_position: string; hash: Uint8Array };

// `events.global_position`: a bare name would order by the text alias, where '9' sorts after '10'.
const leafBatch =
  'SELECT global_position::text AS global_position, hash FROM events WHERE global_position > $1 AND global_position <= $2 ORDER BY events.global_position LIMIT $3';

/** The tree as it stood at a position: how many leaves, which root. */
export type TreeAt = { leafCount: number; root: Buffer };

/**
 * The log's Merkle tree rebuilt from its first event up to `upTo`, and the tree as it stood at
 * each of `marks` (RFC 6962 consistency by recomputation: a root signed earlier must still come
 * out of the same prefix of today's log).
 */
export const foldLog = async (
  db: SqlExecutor,
  upTo: number,
  marks: readonly number[],
  batchSize = 50_000,
): Promise<{ tree: MerkleAccumulator; at: Map<number, TreeAt> }> => {
  const tree = MerkleAccumulator.empty();
  const pending = [...new Set(marks)].sort((a, b) => a - b);
  const at = new Map<number, TreeAt>();
  const markUpTo = (position: number) => {
    while (pending.length > 0 && pending[0]! < position) at.set(pending.shift()!, { leafCount: tree.size, root: tree.root() });
  };
  const fetch = async (after: LeafRow | null) => (await db.query<LeafRow>(leafBatch, [after ? Number(after.global_position) : 0, upTo, batchSize])).rows;
  for await (const rows of keysetBatches(fetch, batchSize)) {
    for (const row of rows) {
      markUpTo(Number(row.global_position));
      tree.add(storedHashOf(row));
    }
  }
  markUpTo(Number.POSITIVE_INFINITY);
  return { tree, at };
};
