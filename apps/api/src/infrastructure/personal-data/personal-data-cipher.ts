import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newPersonalDataKey = () => randomBytes(32);

/**
 * AES-256-GCM with a fresh 96-bit IV per message; the subject is the additional authenticated
 * data, so a ciphertext copied into another person's event does not open. Output: base64 of
 * IV, tag and ciphertext.
 */
export const encryptValues = (key: Buffer, subject: string, values: readonly unknown[]): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
};

/** Throws when the text was altered or sealed for another subject or key. */
export const decryptValues = (key: Buffer, subject: string, sealed: string): unknown[] => {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as unknown[];
};
