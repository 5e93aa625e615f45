import { createPublicKey, type KeyObject } from 'node:crypto';
import type { SqlExecutor } from '../../database/database';
import { verifyCheckpoint } from '../checkpoint-signature';
import type { Checkpoint } from '../checkpoint-writer';
import { storedHashOf } from '../event-hash';
import { MerkleAccumulator } from '../merkle-tree';
import type { AuditProblem } from './audit-problem';
import { keysetBatches } from './keyset-batches';

export type CheckpointCheck = { checkpoints: number; problems: number; firstProblem: AuditProblem | null };

type LeafRow = { global_position: number | string; hash: Uint8Array };

// The leaves as the checkpoint writer reads them (readLogHashes): positions 1 and up, in order.
const leafBatch = 'SELECT global_position, hash FROM events WHERE global_position > $1 AND global_position <= $2 ORDER BY global_position LIMIT $3';

const spkiOf = (pem: string): Buffer | null => {
  try {
    return createPublicKey(pem).export({ type: 'spki', format: 'der' });
  } catch {
    return null;
  }
};

/**
 * Judges each checkpoint against the trusted keys (never against the key stored beside it, which
 * whoever edits the table can replace) and against the tree of the log up to its position.
 */
class CheckpointJudge {
  private readonly trustedSpki: Buffer[];
  /** The position of the last checkpoint that matched: the log is intact up to it. */
  private lastGood: number | null = null;
  readonly found: AuditProblem[] = [];

  constructor(private readonly trusted: readonly KeyObject[]) {
    this.trustedSpki = trusted.map((k) => k.export({ type: 'spki', format: 'der' }));
  }

  judge(checkpoint: Checkpoint, log: MerkleAccumulator): void {
    const { position } = checkpoint;
    if (!this.trusted.some((key) => verifyCheckpoint(checkpoint, checkpoint.signature, key))) {
      this.found.push({ kind: 'checkpoint-signature', position, rowKeySigned: verifyCheckpoint(checkpoint, checkpoint.signature, checkpoint.publicKey) });
      return;
    }
    const rowKey = spkiOf(checkpoint.publicKey);
    if (!rowKey || !this.trustedSpki.some((k) => k.equals(rowKey))) this.found.push({ kind: 'checkpoint-key-differs', position });
    if (log.size !== checkpoint.leafCount) {
      this.found.push({ kind: 'checkpoint-leaf-count', position, found: log.size, expected: checkpoint.leafCount, after: this.lastGood });
    } else if (!log.root().equals(checkpoint.root)) {
      this.found.push({ kind: 'checkpoint-root', position, after: this.lastGood });
    } else {
      this.lastGood = position;
    }
  }
}

/**
 * Every checkpoint in one pass over the log in global order: the Merkle root grows leaf by leaf
 * and each checkpoint, in ascending position, is compared with the tree as it stands when the
 * pass reaches its position.
 */
export const checkCheckpoints = async (
  db: SqlExecutor,
  checkpoints: readonly Checkpoint[],
  trusted: readonly KeyObject[],
  batchSize: number,
): Promise<CheckpointCheck> => {
  const judge = new CheckpointJudge(trusted);
  const log = MerkleAccumulator.empty();
  const upTo = checkpoints.at(-1)?.position ?? 0;
  let next = 0;
  const fetch = async (after: LeafRow | null) =>
    (await db.query<LeafRow>(leafBatch, [after ? Number(after.global_position) : 0, upTo, batchSize], 'audit_verify_leaves')).rows;
  for await (const rows of keysetBatches(fetch, batchSize)) {
    for (const row of rows) {
      const position = Number(row.global_position);
      while (next < checkpoints.length && checkpoints[next]!.position < position) judge.judge(checkpoints[next++]!, log);
      log.add(storedHashOf(row));
    }
  }
  while (next < checkpoints.length) judge.judge(checkpoints[next++]!, log);
  return { checkpoints: checkpoints.length, problems: judge.found.length, firstProblem: judge.found[0] ?? null };
};
