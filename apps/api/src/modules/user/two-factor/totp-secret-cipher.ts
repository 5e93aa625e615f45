import { decryptValues, encryptValues } from '../../../infrastructure/personal-data/personal-data-cipher';

/** Marks a sealed secret; a Base32 secret (A-Z, 2-7) never holds ':', so an unmarked value is plaintext of an older version. */
export const SEALED_PREFIX = 'v1:';

/** The user id is the authenticated data: a ciphertext copied to another user's row does not open. */
const subject = (userId: number) => `totp-secret:${userId}`;

/** AES-256-GCM of the personal-data cipher, under the TOTP key (totp-secret-key.ts). */
export const sealTotpSecret = (key: Buffer, userId: number, secret: string): string => SEALED_PREFIX + encryptValues(key, subject(userId), [secret]);

const isSealedTotpSecret = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

/**
 * The secret of a stored value. A plaintext value (written before secrets were encrypted) reads as
 * it is until the start-up pass re-encrypts it; a value sealed under another key throws.
 */
export const openTotpSecret = (key: Buffer, userId: number, stored: string): string => {
  if (!isSealedTotpSecret(stored)) return stored;
  const [secret] = decryptValues(key, subject(userId), stored.slice(SEALED_PREFIX.length));
  if (typeof secret !== 'string') throw new Error(`The TOTP secret of user ${userId} does not open`);
  return secret;
};
