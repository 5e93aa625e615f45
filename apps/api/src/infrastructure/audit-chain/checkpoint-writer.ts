import type { Database, SqlExecutor } from '../database/database';
import { committedBoundary } from '../event-store/committed-boundary';
import { signCheckpoint, publicKeyPemOf, type CheckpointClaim } from './checkpoint-signature';
import { readLogHashes } from './log-hashes';
import { MerkleAccumulator } from './merkle-tree';

/** A signed checkpoint as stored in `audit_checkpoints` (migration 0016). */
export type Checkpoint = CheckpointClaim & { signature: Buffer; publicKey: string; tsaToken: Buffer | null };

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
};

const toCheckpoint = (r: CheckpointRow): Checkpoint => ({
  position: Number(r.position),
  leafCount: Number(r.leaf_count),
  root: Buffer.from(r.root),
  signature: Buffer.from(r.signature),
  publicKey: r.public_key,
  createdAt: r.created_at,
  tsaToken: r.tsa_token ? Buffer.from(r.tsa_token) : null,
});

// Queries order by `audit_checkpoints.position`: a bare `position` is the text alias, where '9' sorts after '10'.
const checkpointColumns = 'position::text AS position, leaf_count::text AS leaf_count, root, signature, public_key, created_at, tsa_token';

export const latestCheckpoint = async (db: SqlExecutor): Promise<Checkpoint | null> => {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${checkpointColumns} FROM audit_checkpoints ORDER BY audit_checkpoints.position DESC LIMIT 1`);
  return rows[0] ? toCheckpoint(rows[0]) : null;
};

export const allCheckpoints = async (db: SqlExecutor): Promise<Checkpoint[]> => {
  const { rows } = await db.query<CheckpointRow>(`SELECT ${checkpointColumns} FROM audit_checkpoints ORDER BY audit_checkpoints.position`);
  return rows.map(toCheckpoint);
};

/** The latest checkpoint's frontier (merkle-tree.ts), from which the next one extends the tree. */
const latestFrontier = async (tx: SqlExecutor): Promise<{ position: number; leafCount: number; frontier: Buffer[] }> => {
  const { rows } = await tx.query<{ position: string; leaf_count: string; frontier: Uint8Array }>(
    'SELECT position::text AS position, leaf_count::text AS leaf_count, frontier FROM audit_checkpoints ORDER BY audit_checkpoints.position DESC LIMIT 1',
  );
  if (!rows[0]) return { position: 0, leafCount: 0, frontier: [] };
  const bytes = Buffer.from(rows[0].frontier);
  const frontier = Array.from({ length: bytes.length / 32 }, (_, i) => bytes.subarray(i * 32, i * 32 + 32));
  return { position: Number(rows[0].position), leafCount: Number(rows[0].leaf_count), frontier };
};

/**
 * Seals the log up to its committed end: the Merkle root of every event hash in global order,
 * signed with Ed25519 (a TSA's timestamp, when configured, is added after the commit:
 * modules/audit/checkpoints). Only the events appended since the
 * latest checkpoint are read and hashed (its stored frontier holds the rest of the tree).
 * Answers the latest checkpoint when nothing was appended since, and null when another
 * instance is writing one right now.
 */
export const writeCheckpoint = async (db: Database, signingKeyPem: string, now: () => Date): Promise<Checkpoint | null> => {
  const position = await committedBoundary(db);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [CHECKPOINT_LOCK]);
    if (!rows[0]!.locked) return null;
    // Read under the lock: a writer that held it just before may have sealed this boundary already.
    const previous = await latestFrontier(tx);
    if (previous.position >= position) return latestCheckpoint(tx);
    const { hashes } = await readLogHashes(tx, position, previous.position);
    const tree = MerkleAccumulator.resume(previous.frontier, previous.leafCount);
    for (const hash of hashes) tree.add(hash);
    const claim: CheckpointClaim = { position, leafCount: tree.size, root: tree.root(), createdAt: now().toISOString() };
    const checkpoint: Checkpoint = {
      ...claim,
      signature: signCheckpoint(claim, signingKeyPem),
      publicKey: publicKeyPemOf(signingKeyPem),
      tsaToken: null,
    };
    await tx.query(
      `INSERT INTO audit_checkpoints (position, leaf_count, root, signature, public_key, created_at, tsa_token, frontier)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        checkpoint.position,
        checkpoint.leafCount,
        checkpoint.root,
        checkpoint.signature,
        checkpoint.publicKey,
        checkpoint.createdAt,
        checkpoint.tsaToken,
        Buffer.concat(tree.frontier),
      ],
    );
    return checkpoint;
  });
};
