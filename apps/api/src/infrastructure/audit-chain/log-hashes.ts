import type { SqlExecutor } from '../database/database';
import { storedHashOf } from './event-hash';

const BATCH = 50_000;

/** The log's event hashes after `from` up to `upTo`, in global order: the leaves of a checkpoint's Merkle tree. */
export const readLogHashes = async (db: SqlExecutor, upTo: number, from = 0): Promise<{ positions: number[]; hashes: Buffer[] }> => {
  const positions: number[] = [];
  const hashes: Buffer[] = [];
  for (let after = from; ;) {
    const { rows } = await db.query<{ global_position: string; hash: Uint8Array }>(
      // `events.global_position`: a bare name would order by the text alias, where '9' sorts after '10'.
      'SELECT global_position::text AS global_position, hash FROM events WHERE global_position > $1 AND global_position <= $2 ORDER BY events.global_position LIMIT $3',
      [after, upTo, BATCH],
    );
    for (const row of rows) {
      positions.push(Number(row.global_position));
      hashes.push(storedHashOf(row));
    }
    if (rows.length < BATCH) return { positions, hashes };
    after = positions[positions.length - 1]!;
  }
};
