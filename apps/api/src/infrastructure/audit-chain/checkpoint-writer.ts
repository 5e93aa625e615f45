import type { Database, SqlExecutor } from '../database/database';
import { committedBoundary } from '../event-store/committed-boundary';
import { signCheckpoint, publicKeyPemOf, verifyCheckpoint, type CheckpointClaim } from './checkpoint-signature';
import { foldLog, type TreeAt } from './log-fold';
import type { SignerState } from './signer-state';
import { headsRoot, readStreamHeads } from './stream-heads';

/** A signed checkpoint as stored in `audit_checkpoints` (migration 0016). */
export type Checkpoint = CheckpointClaim & { signature: Buffer; publicKey: string; tsaToken: Buffer | null };

/** The signer will not sign: the log or the checkpoints no longer hold what it signed last. */
export class SignerRefusal extends Error {
  override readonly name = 'SignerRefusal';
}

// Any constant: one checkpoint writer at a time across instances.
const CHECKPOINT_LOCK = 7_342_016;

type CheckpointRow = {
  position: string;
  leaf_count: string;
  root: Uint8Array;
  signature: Uint8Array;
  public_key: string;
  created_at: string;
  tsa_token: Uint8Array | null;
  sequence: string | null;
  previous_root: Uint8Array | null;
  heads_root: Uint8Array | null;
  head_count: string | null;
};

const bytes = (b: Uint8Array | null) => (b ? Buffer.from(b) : null);

const toCheckpoint = (r: CheckpointRow): Checkpoint => ({
  position: Number(r.position),
  leafCount: Number(r.leaf_count),
  root: Buffer.from(r.root),
  signature: Buffer.from(r.signature),
  publicKey: r.public_key,
  createdAt: r.created_at,
  tsaToken: bytes(r.tsa_token),
  sequence: r.sequence === null ? null : Number(r.sequence),
  previousRoot: bytes(r.previous_root),
  headsRoot: bytes(r.heads_root),
  headCount: r.head_count === null ? null : Number(r.head_count),
});

// Queries order by `audit_checkpoints.position`: a bare `position` is the text alias, where '9' sorts after '10'.
const checkpointColumns =
  'position::text AS position, leaf_count::text AS leaf_count, root, signature, public_key, created_at, tsa_token, sequence::text AS sequence, previous_root, heads_root, head_count::text AS head_count';

export const latestCheckpoint = async (db: SqlExecutor): Promise<Checkpoint | null> => {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${checkpointColumns} FROM audit_checkpoints ORDER BY audit_checkpoints.position DESC LIMIT 1`);
  return rows[0] ? toCheckpoint(rows[0]) : null;
};

export const allCheckpoints = async (db: SqlExecutor): Promise<Checkpoint[]> => {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${checkpointColumns} FROM audit_checkpoints ORDER BY audit_checkpoints.position`);
  return rows.map(toCheckpoint);
};

/** Checkpoints before migration 0017 have no sequence: they come before every numbered one. */
const sequenceOf = (c: Checkpoint) => c.sequence ?? 0;
const isBefore = (a: Checkpoint, b: Checkpoint) => sequenceOf(a) < sequenceOf(b) || (sequenceOf(a) === sequenceOf(b) && a.position < b.position);
const sameCheckpoint = (a: Checkpoint, b: Checkpoint) =>
  sequenceOf(a) === sequenceOf(b) && a.position === b.position && a.leafCount === b.leafCount && a.root.equals(b.root) && a.signature.equals(b.signature);
const named = (c: Checkpoint) => `checkpoint ${c.sequence ?? '(unnumbered)'} at position ${c.position}`;

const checkpointAt = async (tx: SqlExecutor, position: number): Promise<Checkpoint | null> => {
  const { rows } = await tx.query<CheckpointRow>(`SELECT ${checkpointColumns} FROM audit_checkpoints WHERE audit_checkpoints.position = $1`, [position]);
  return rows[0] ? toCheckpoint(rows[0]) : null;
};

/**
 * The stored checkpoints against the one this signer signed last (kept outside the database):
 * the latest stored must be that one, or a later one signed with this key (another instance's)
 * with that one still stored. Throws SignerRefusal otherwise.
 */
const judgeStored = async (tx: SqlExecutor, latest: Checkpoint | null, lastSigned: Checkpoint | null, publicKeyPem: string) => {
  if (!lastSigned) return;
  if (!latest) throw new SignerRefusal(`no checkpoint is stored, but this signer signed ${named(lastSigned)}: the checkpoints were deleted`);
  if (sameCheckpoint(latest, lastSigned)) return;
  if (isBefore(latest, lastSigned)) {
    throw new SignerRefusal(
      `the latest stored checkpoint (${named(latest)}) is older than the one this signer signed last (${named(lastSigned)}): checkpoints were deleted`,
    );
  }
  if (sequenceOf(latest) === sequenceOf(lastSigned) && latest.position === lastSigned.position) {
    throw new SignerRefusal(`the stored ${named(latest)} differs from the one this signer signed: it was replaced`);
  }
  if (!verifyCheckpoint(latest, latest.signature, publicKeyPem)) {
    throw new SignerRefusal(`the latest stored checkpoint (${named(latest)}) is not signed with the audit key: it was forged`);
  }
  const kept = await checkpointAt(tx, lastSigned.position);
  if (!kept || !sameCheckpoint(kept, lastSigned)) {
    throw new SignerRefusal(`${named(lastSigned)}, signed last by this signer, is ${kept ? 'replaced' : 'missing'} among the stored checkpoints`);
  }
};

/** The log today must still fold to what `c` signed at its position. */
const judgeFold = (c: Checkpoint | null, at: ReadonlyMap<number, TreeAt>) => {
  if (!c) return;
  const tree = at.get(c.position)!;
  if (tree.leafCount !== c.leafCount || !tree.root.equals(c.root)) {
    throw new SignerRefusal(
      `the log up to position ${c.position} no longer folds to the root of ${named(c)} (${tree.leafCount} events, ${c.leafCount} signed): an event at or below it was changed, deleted or inserted`,
    );
  }
};

export type CheckpointSigner = { signingKeyPem: string; state: SignerState };

/** `checked`: signed here, or folded out of the log here; only such a checkpoint is remembered. */
type Sealed = { checkpoint: Checkpoint; checked: boolean };

/**
 * Seals the log up to its committed end (a TSA's timestamp, when configured, is added after the
 * commit: modules/audit/checkpoints):
 * 1. the stored checkpoints are judged against the one this signer signed last (`judgeStored`);
 * 2. the whole log is folded again into its Merkle tree: the roots of that checkpoint and of the
 *    latest stored one must come out of it (`judgeFold`);
 * 3. under the advisory lock (one instance at a time), if the latest stored checkpoint is still
 *    the one judged, the new one (next sequence, the previous root, the stream heads' root) is
 *    signed and stored, then remembered in the signer's state after the commit.
 * Answers the latest checkpoint when nothing was appended since, null when another instance is
 * writing one right now; throws SignerRefusal when the log or the checkpoints were rewritten.
 */
export const writeCheckpoint = async (db: Database, signer: CheckpointSigner, now: () => Date): Promise<Checkpoint | null> => {
  const position = await committedBoundary(db);
  const lastSigned = await signer.state.read();
  const publicKey = publicKeyPemOf(signer.signingKeyPem);
  const seen = await latestCheckpoint(db);
  await judgeStored(db, seen, lastSigned, publicKey);
  if (seen && lastSigned && sameCheckpoint(seen, lastSigned) && seen.position >= position) return seen;
  // Outside the transaction: events at or below a committed boundary no longer change (unless
  // rewritten, which this pass is there to find), and on PGlite a transaction would hold the
  // whole database for the length of a pass over the log.
  const upTo = Math.max(position, seen?.position ?? 0);
  const marks = [lastSigned?.position, seen?.position].filter((p): p is number => p !== undefined);
  const { tree, at } = await foldLog(db, upTo, marks);
  judgeFold(lastSigned, at);
  judgeFold(seen, at);
  const heads = seen && seen.position >= position ? [] : await readStreamHeads(db, position);
  const sealed = await db.transaction(async (tx): Promise<Sealed | null> => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [CHECKPOINT_LOCK]);
    if (!rows[0]!.locked) return null;
    // Read under the lock: a writer that held it meanwhile may have sealed this boundary already.
    const latest = await latestCheckpoint(tx);
    if (latest && (!seen || !sameCheckpoint(latest, seen))) {
      await judgeStored(tx, latest, lastSigned, publicKey);
      // Judged against the log on the next run; until then answer it if it covers the boundary.
      return latest.position >= position ? { checkpoint: latest, checked: false } : null;
    }
    if (!latest && seen) throw new SignerRefusal(`${named(seen)} was deleted while the log was being checked`);
    if (latest && latest.position >= position) return { checkpoint: latest, checked: true };
    const claim: CheckpointClaim = {
      sequence: (latest?.sequence ?? 0) + 1,
      position,
      leafCount: tree.size,
      root: tree.root(),
      previousRoot: latest?.root ?? null,
      headsRoot: headsRoot(heads),
      headCount: heads.length,
      createdAt: now().toISOString(),
    };
    const checkpoint: Checkpoint = { ...claim, signature: signCheckpoint(claim, signer.signingKeyPem), publicKey, tsaToken: null };
    await tx.query(
      `INSERT INTO audit_checkpoints (position, leaf_count, root, signature, public_key, created_at, tsa_token, frontier, sequence, previous_root, heads_root, head_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        checkpoint.position,
        checkpoint.leafCount,
        checkpoint.root,
        checkpoint.signature,
        checkpoint.publicKey,
        checkpoint.createdAt,
        checkpoint.tsaToken,
        Buffer.concat(tree.frontier),
        checkpoint.sequence,
        checkpoint.previousRoot,
        checkpoint.headsRoot,
        checkpoint.headCount,
      ],
    );
    return { checkpoint, checked: true };
  });
  // After the commit: a state ahead of the stored checkpoints would refuse every later run. Read
  // again: an instance sharing the file may have written a later one meanwhile.
  const remembered = sealed && (await signer.state.read());
  if (sealed?.checked && (!remembered || isBefore(remembered, sealed.checkpoint))) await signer.state.write(sealed.checkpoint);
  return sealed?.checkpoint ?? null;
};
