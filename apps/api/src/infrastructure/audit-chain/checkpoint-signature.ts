import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * What a checkpoint asserts: the log up to `position` (`leafCount` events) has this Merkle root.
 * Since migration 0017 it is also a link of a chain: its `sequence` (from 1), the root of the
 * checkpoint before it (null for the first) and `headsRoot`, the root of every stream's head at
 * the position (stream-heads.ts). Checkpoints written before carry nulls and the v1 message.
 */
export type CheckpointClaim = {
  position: number;
  leafCount: number;
  root: Buffer;
  createdAt: string;
  sequence?: number | null;
  previousRoot?: Buffer | null;
  headsRoot?: Buffer | null;
  headCount?: number | null;
};

const hexOrDash = (bytes: Buffer | null | undefined) => (bytes ? bytes.toString('hex') : '-');

/** The exact bytes signed: a versioned, line-separated text nobody can read two ways. */
export const checkpointMessage = (c: CheckpointClaim): Buffer => {
  const lines =
    c.sequence === null || c.sequence === undefined
      ? ['pratiche-audit-checkpoint-v1', String(c.position), String(c.leafCount), c.root.toString('hex'), c.createdAt]
      : [
          'pratiche-audit-checkpoint-v2',
          String(c.sequence),
          String(c.position),
          String(c.leafCount),
          c.root.toString('hex'),
          hexOrDash(c.previousRoot),
          hexOrDash(c.headsRoot),
          String(c.headCount ?? '-'),
          c.createdAt,
        ];
  return Buffer.from(lines.join('\n'), 'utf8');
};

export const newSigningKeyPem = (): string => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export const publicKeyPemOf = (privateKeyPem: string): string =>
  createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();

/** Ed25519 (RFC 8032): the algorithm argument is null, the key decides. */
export const signCheckpoint = (c: CheckpointClaim, privateKeyPem: string): Buffer => sign(null, checkpointMessage(c), createPrivateKey(privateKeyPem));

export const verifyCheckpoint = (c: CheckpointClaim, signature: Buffer, publicKey: string | KeyObject): boolean => {
  try {
    return verify(null, checkpointMessage(c), typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey, signature);
  } catch {
    return false;
  }
};
