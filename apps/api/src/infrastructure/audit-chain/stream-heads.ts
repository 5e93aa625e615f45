import { createHash } from 'node:crypto';
import type { SqlExecutor } from '../database/database';
import { storedHashOf } from './event-hash';
import { inclusionProofs, merkleRoot } from './merkle-tree';

/** A stream's last event at a checkpoint's position: its version and chain hash. */
export type StreamHead = { streamId: string; version: number; hash: Buffer };

const netstring = (text: string) => `${Buffer.byteLength(text, 'utf8')}:${text},`;

/** The leaf value of a head: SHA-256 of the stream id and version (netstrings) and the event's hash. */
export const headDigest = (h: StreamHead): Buffer =>
  createHash('sha256')
    .update(`${netstring(h.streamId)}${netstring(String(h.version))}`, 'utf8')
    .update(h.hash)
    .digest();

/** Heads in the order of the tree's leaves: stream ids by their UTF-8 bytes. */
const byStream = (a: StreamHead, b: StreamHead) => Buffer.compare(Buffer.from(a.streamId, 'utf8'), Buffer.from(b.streamId, 'utf8'));

/** Every stream's head among the events at or below `position`, sorted as the tree's leaves. */
export const readStreamHeads = async (db: SqlExecutor, position: number): Promise<StreamHead[]> => {
  const { rows } = await db.query<{ stream_id: string; stream_version: number; hash: Uint8Array }>(
    `SELECT DISTINCT ON (stream_id) stream_id, stream_version, hash FROM events
     WHERE global_position <= $1 ORDER BY stream_id, stream_version DESC`,
    [position],
  );
  return rows.map((r) => ({ streamId: r.stream_id, version: r.stream_version, hash: storedHashOf(r) })).sort(byStream);
};

/**
 * The Merkle root (RFC 6962) over every stream's head: a checkpoint signs it, so an export can
 * prove it holds each of its streams up to the head the log had at that checkpoint.
 */
export const headsRoot = (heads: readonly StreamHead[]): Buffer => merkleRoot(heads.map(headDigest));

/** The heads of `streamIds` with their leaf index and audit path in the heads tree. */
export const headProofs = (heads: readonly StreamHead[], streamIds: readonly string[]) => {
  const indices = streamIds.map((id) => heads.findIndex((h) => h.streamId === id));
  const found = indices.filter((i) => i >= 0);
  const { proofs } = inclusionProofs(heads.map(headDigest), found);
  return found.map((index, k) => ({ head: heads[index]!, index, size: heads.length, proof: proofs[k]! }));
};
