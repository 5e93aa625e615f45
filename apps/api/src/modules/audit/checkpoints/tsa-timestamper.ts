import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { timestampRequest, timestampToken } from './rfc3161-messages';

/** A TSA slower than this is given up on: the checkpoint is kept without a token. */
const TSA_TIMEOUT_MS = 10_000;

/** 8 random bytes, the first in 0x01..0x7f so the DER INTEGER is positive and minimal and the TSA echoes these exact bytes. */
const newNonce = () => {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  return nonce;
};

/** Asks the TSA at `url` (RFC 3161 over HTTP, section 3.4) to timestamp `root`: the imprint is SHA-256(root). Throws on any failure. */
export const requestTimestamp = async (url: string, root: Buffer): Promise<Buffer> => {
  const nonce = newNonce();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
    body: timestampRequest(root, nonce),
    signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  return timestampToken(Buffer.from(await answer.arrayBuffer()), root, nonce);
};

/** Asks an RFC 3161 authority to timestamp a root; null when it gave no valid token. */
export type RootTimestamper = (root: Buffer) => Promise<Buffer | null>;

/** The checkpoint writer's timestamper: a failure is a warning and no token, never a lost checkpoint. */
export const tsaTimestamper = (url: string, logger = new Logger('AuditCheckpoints')): RootTimestamper => {
  return async (root) => {
    try {
      return await requestTimestamp(url, root);
    } catch (error) {
      logger.warn(`TSA ${new URL(url).origin} gave no timestamp (${(error as Error).message}): checkpoint stored without one`);
      return null;
    }
  };
};
