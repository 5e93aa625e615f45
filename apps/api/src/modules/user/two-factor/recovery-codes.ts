import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const RECOVERY_CODE_COUNT = 10;

const randomChunk = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten single-use codes `xxxxx-xxxxx` (lower-case letters and digits, about 52 random bits each). */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk()}-${randomChunk()}`);

/** A typed recovery code in its stored form: lower case, the dash optional when typed. */
const canonicalRecoveryCode = (code: string) => {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
};

/**
 * SHA-256, not argon2: unlike passwords these codes are random with high entropy, so a fast hash
 * leaves nothing to guess from a stolen table, and sign-in can find one with an indexed equality.
 */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(canonicalRecoveryCode(code)).digest('hex');

/** A TOTP code is 6 digits; anything else the contract let through is a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
