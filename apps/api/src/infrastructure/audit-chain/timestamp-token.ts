import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const sha256Oid = '2.16.840.1.101.3.4.2.1';

/**
 * How far a token's time may be from the checkpoint's: the token is asked right after the
 * checkpoint commits (10 s at most), plus the clock skew between this server and the authority.
 */
export const TSA_TIME_TOLERANCE_MS = 5 * 60_000;

/** The message imprint of a timestamped checkpoint: the root is the datum, hashed once more with SHA-256. */
export const timestampImprintOf = (root: Buffer) => createHash('sha256').update(root).digest();

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** The SignedData of a TimeStampToken (RFC 3161 section 2.4.2: a CMS ContentInfo) and its TSTInfo. */
const parseToken = (token: Buffer) => {
  const asn1 = asn1js.fromBER(new Uint8Array(token));
  if (asn1.offset === -1) throw new Error('not DER');
  const signed = new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: asn1.result }).content });
  const content = signed.encapContentInfo.eContent;
  if (!content) throw new Error('no TSTInfo');
  return { signed, info: pkijs.TSTInfo.fromBER(content.getValue()) };
};

/**
 * Why an RFC 3161 token does not vouch for a checkpoint, or null when it does: its signature
 * verifies with the certificate it carries, it stamps SHA-256 of the checkpoint's root, and its
 * time is within TSA_TIME_TOLERANCE_MS of the checkpoint's. Whose certificate that is (the
 * authority's) is checked against the authority's published chain: `openssl ts -verify -CAfile`.
 */
export const timestampTokenProblem = async (token: Buffer, root: Buffer, createdAt: string): Promise<string | null> => {
  let parsed: ReturnType<typeof parseToken>;
  try {
    parsed = parseToken(token);
  } catch (error) {
    return `the timestamp token cannot be read (${(error as Error).message})`;
  }
  const { signed, info } = parsed;
  if (info.messageImprint.hashAlgorithm.algorithmId !== sha256Oid) return 'the timestamp token is not over SHA-256';
  if (!sameBytes(info.messageImprint.hashedMessage.valueBlock.valueHexView, timestampImprintOf(root))) return 'the timestamp token stamps another root';
  const drift = Math.abs(info.genTime.getTime() - new Date(createdAt).getTime());
  if (!(drift <= TSA_TIME_TOLERANCE_MS)) {
    return `the timestamp token's time (${info.genTime.toISOString()}) is ${Math.round(drift / 1000)} s from the checkpoint's (${createdAt})`;
  }
  // The datum is the root: pkijs checks the imprint against it again as part of a TSTInfo's signature.
  const verified = await signed.verify({ signer: 0, data: new Uint8Array(root).buffer, checkChain: false }).catch(() => false);
  return verified ? null : 'the timestamp token signature does not verify';
};
