import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is a const enum in the typings and empty at runtime; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id (ARCHITECTURE.md section 7): 19 MiB, 2 passes, 1 lane. */
const owasp: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password or the admin PIN; the result embeds its salt and parameters. */
export const hashSecret = (secret: string): Promise<string> => hash(secret, owasp);

export const verifySecret = async (storedHash: string, secret: string): Promise<boolean> => {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
};

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is nothing to verify (unknown username,
 * unknown e-mail), so the answer time does not tell whether an account exists.
 */
export const spendVerificationTime = async (secret: string): Promise<void> => {
  decoy ??= hashSecret('decoy-password-never-valid');
  await verifySecret(await decoy, secret);
};
