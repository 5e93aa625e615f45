import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';

/** A stored file's size and the SHA-256 of exactly its bytes. */
export type FileFingerprint = { size: number; sha256: string };

/** Passes a file through unchanged, hashing and counting the bytes that flow. */
export const fingerprinting = (content: Readable, onDone: (fingerprint: FileFingerprint) => void): Readable => {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      onDone({ size, sha256: hash.digest('hex') });
      done();
    },
  });
  // A storage error reaches the tap, which fails the reader; a reader gone destroys the tap, which closes the file.
  return pipeline(content, tap, () => undefined);
};

/** The fingerprint of a whole file, read to its end. */
export const fingerprintOf = (content: Readable): Promise<FileFingerprint> =>
  new Promise((resolve, reject) => {
    fingerprinting(content, resolve).on('error', reject).resume();
  });
