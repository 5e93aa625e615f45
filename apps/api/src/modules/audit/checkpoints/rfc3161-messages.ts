import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const sha256Oid = '2.16.840.1.101.3.4.2.1';

/** Why a timestamp was refused: the TSA's answer, not our request, is at fault. */
export class TimestampRefused extends Error {}

/** The message imprint of a timestamped checkpoint: the root is the datum, hashed once more with SHA-256. */
const imprintOf = (root: Buffer) => createHash('sha256').update(root).digest();

/** A TimeStampReq (RFC 3161 section 2.4.1) for `root`: its SHA-256 imprint, our `nonce`, and the TSA's certificate asked for (certReq) so the token verifies alone. */
export const timestampRequest = (root: Buffer, nonce: Buffer): Buffer => {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: sha256Oid }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprintOf(root) }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  return Buffer.from(request.toSchema().toBER(false));
};

const parse = (der: Buffer) => {
  const asn1 = asn1js.fromBER(new Uint8Array(der));
  if (asn1.offset === -1) throw new TimestampRefused(`the answer is not DER: ${asn1.result.error}`);
  try {
    return { asn1: asn1.result, response: new pkijs.TimeStampResp({ schema: asn1.result }) };
  } catch (error) {
    throw new TimestampRefused(`the answer is not a TimeStampResp: ${(error as Error).message}`);
  }
};

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/**
 * The TimeStampToken of a TimeStampResp (RFC 3161 section 2.4.2), as the TSA encoded it, once the
 * answer is granted, its TSTInfo names SHA-256(`root`) and our `nonce` (an answer to another
 * request is refused), and its signature verifies with the certificate it carries.
 */
export const timestampToken = async (der: Buffer, root: Buffer, nonce: Buffer): Promise<Buffer> => {
  const { asn1, response } = parse(der);
  const { status } = response.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) throw new TimestampRefused(`status ${status}, not granted`);
  if (!response.timeStampToken) throw new TimestampRefused('granted without a token');
  const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
  const content = signed.encapContentInfo.eContent;
  if (!content) throw new TimestampRefused('the token holds no TSTInfo');
  const info = pkijs.TSTInfo.fromBER(content.getValue());
  if (info.messageImprint.hashAlgorithm.algorithmId !== sha256Oid) throw new TimestampRefused('the token is not over SHA-256');
  if (!sameBytes(info.messageImprint.hashedMessage.valueBlock.valueHexView, imprintOf(root)))
    throw new TimestampRefused('the token timestamps another message');
  if (!info.nonce || !sameBytes(info.nonce.valueBlock.valueHexView, nonce)) throw new TimestampRefused('the token answers another request (nonce)');
  const verified = await response.verify({ signer: 0, data: new Uint8Array(root).buffer }).catch((error: Error) => {
    throw new TimestampRefused(`the token signature does not verify: ${error.message}`);
  });
  if (!verified) throw new TimestampRefused('the token signature does not verify');
  const tokenBlock = (asn1 as asn1js.Sequence).valueBlock.value[1]!;
  return Buffer.from(tokenBlock.valueBeforeDecodeView);
};
