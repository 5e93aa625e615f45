import { createHash, hash } from 'node:crypto';

/**
 * One-shot SHA-256 (`crypto.hash`, Node >= 20.12; createHash before): no Hash object per call,
 * whose native wrapper weighs on the garbage collector when a million events are hashed.
 */
const oneShot =
  typeof hash === 'function'
    ? (data: Uint8Array): Buffer => hash('sha256', data, 'buffer') as unknown as Buffer
    : (data: Uint8Array) => createHash('sha256').update(data).digest();

/**
 * The chain's and the tree's hashing, written into one reused buffer instead of a fresh one
 * per event (a million events are hashed per verification); sha256.spec.ts holds it equal to
 * plain `createHash`.
 */
export class Sha256Scratch {
  private scratch = Buffer.allocUnsafe(8192);

  /** SHA-256 of `previous` followed by `text` in UTF-8: eventHash(previous, event) given canonicalEventText(event). */
  chained(previous: Buffer, text: string): Buffer {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    const room = previous.length + text.length * 3;
    if (room > this.scratch.length) this.scratch = Buffer.allocUnsafe(room);
    previous.copy(this.scratch, 0);
    const length = previous.length + this.scratch.write(text, previous.length, 'utf8');
    return oneShot(this.scratch.subarray(0, length));
  }

  /** RFC 6962: a leaf is hashed behind 0x00, a node behind 0x01. */
  leaf(eventHash: Buffer): Buffer {
    this.scratch[0] = 0;
    eventHash.copy(this.scratch, 1);
    return oneShot(this.scratch.subarray(0, 1 + eventHash.length));
  }

  node(left: Buffer, right: Buffer): Buffer {
    this.scratch[0] = 1;
    left.copy(this.scratch, 1);
    right.copy(this.scratch, 1 + left.length);
    return oneShot(this.scratch.subarray(0, 1 + left.length + right.length));
  }
}

/** One per process: hashing is synchronous, so nothing else writes the buffer meanwhile. */
export const sha256 = new Sha256Scratch();
