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

  /** The stored checkpoint judged before: a numbered one must follow it (sequence + 1, its root as previous root). */
  private previous: Checkpoint | null = null;

  judge(checkpoint: Checkpoint, log: MerkleAccumulator): void {
    const { position } = checkpoint;
    const before = this.previous;
    this.previous = checkpoint;
    if (checkpoint.sequence !== null && checkpoint.sequence !== undefined) {
      const follows =
        checkpoint.sequence === (before?.sequence ?? 0) + 1 &&
        (before ? (checkpoint.previousRoot?.equals(before.root) ?? false) : checkpoint.previousRoot === null);
      if (!follows) this.found.push({ kind: 'checkpoint-chain', position, sequence: checkpoint.sequence });
    }
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

const sameStored = (a: Checkpoint, b: Checkpoint) => (a.sequence ?? null) === (b.sequence ?? null) && a.leafCount === b.leafCount && a.root.equals(b.root);

/**
 * A checkpoint saved outside the database (`--since`, the signer's state file): signed with a
 * trusted key, still stored as it was, and the log up to its position still folds to its root.
 */
const judgeSaved = (saved: Checkpoint, log: MerkleAccumulator, stored: ReadonlyMap<number, Checkpoint>, trusted: readonly KeyObject[]): AuditProblem | null => {
  const { position } = saved;
  const sequence = saved.sequence ?? null;
  if (!trusted.some((key) => verifyCheckpoint(saved, saved.signature, key))) return { kind: 'saved-checkpoint-signature', position };
  if (log.size !== saved.leafCount || !log.root().equals(saved.root)) {
    return { kind: 'saved-checkpoint-root', position, sequence, found: log.size, expected: saved.leafCount };
  }
  const kept = stored.get(position);
  if (!kept || !sameStored(kept, saved)) return { kind: 'saved-checkpoint-missing', position, sequence, replaced: kept !== undefined };
  return null;
};

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
  saved: readonly Checkpoint[] = [],
): Promise<CheckpointCheck> => {
  const judge = new CheckpointJudge(trusted);
  const log = MerkleAccumulator.empty();
  const stored = new Map(checkpoints.map((c) => [c.position, c]));
  // Stored and saved in one position order (stored first at a tie); saved ones judged apart.
  const all = [...checkpoints.map((c) => ({ c, saved: false })), ...saved.map((c) => ({ c, saved: true }))].sort((a, b) => a.c.position - b.c.position);
  const judgeNext = (entry: { c: Checkpoint; saved: boolean }) => {
    if (!entry.saved) return judge.judge(entry.c, log);
    const problem = judgeSaved(entry.c, log, stored, trusted);
    if (problem) judge.found.push(problem);
  };
  const upTo = all.at(-1)?.c.position ?? 0;
  let next = 0;
  const fetch = async (after: LeafRow | null) =>
    (await db.query<LeafRow>(leafBatch, [after ? Number(after.global_position) : 0, upTo, batchSize], 'audit_verify_leaves')).rows;
  for await (const rows of keysetBatches(fetch, batchSize)) {
    for (const row of rows) {
      const position = Number(row.global_position);
      while (next < all.length && all[next]!.c.position < position) judgeNext(all[next++]!);
      log.add(storedHashOf(row));
    }
  }
  while (next < all.length) judgeNext(all[next++]!);
  return { checkpoints: checkpoints.length, problems: judge.found.length, firstProblem: judge.found[0] ?? null };
};
