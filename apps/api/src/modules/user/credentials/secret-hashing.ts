import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { Semaphore } from 'async-mutex';

// `Algorithm` is a const enum in the typings and empty at runtime; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id (ARCHITECTURE.md section 7): 19 MiB, 2 passes, 1 lane. */
const owasp: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2's lowest cost (8 KiB a lane, 1 pass): for the test runner's thousands of sign-ups only. */
const lowestCost: Options = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * OWASP's cost everywhere but under jest (which sets NODE_ENV=test). A hash names its own
 * parameters, so verifying works whatever cost made it; secret-hashing.spec pins the production ones.
 */
export const hashingOptions = (nodeEnv = process.env.NODE_ENV): Options => (nodeEnv === 'test' ? lowestCost : owasp);
const options = hashingOptions();

/**
 * Each argon2 job takes 19 MiB and a core for tens of milliseconds; a burst of sign-ups would
 * otherwise queue hundreds of them on libuv's pool and starve everything else (issue 10 point 7).
 * At most one job per core but one: the core left over keeps the event loop and the database
 * answering (measured on 2 cores during 200 sign-ups: sign-in p99 1,990 ms with 2 jobs, ~100 ms
 * with 1). Verifications (someone waiting to sign in) go before hashes (new accounts, new
 * passwords), which can wait.
 */
export const ARGON2_MAX_JOBS = Math.max(1, availableParallelism() - 1);
const argon2Jobs = new Semaphore(ARGON2_MAX_JOBS);
const VERIFY_FIRST = 1;
const HASH_LATER = 0;

/** Hashes a password or the admin PIN; the result embeds its salt and parameters. */
export const hashSecret = (secret: string): Promise<string> => argon2Jobs.runExclusive(() => hash(secret, options), 1, HASH_LATER);

export const verifySecret = (storedHash: string, secret: string): Promise<boolean> =>
  argon2Jobs.runExclusive(
    async () => {
      try {
        return await verify(storedHash, secret);
      } catch {
        return false;
      }
    },
    1,
    VERIFY_FIRST,
  );

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is nothing to verify (unknown username,
 * unknown e-mail), so the answer time does not tell whether an account exists.
 */
export const spendVerificationTime = async (secret: string): Promise<void> => {
  decoy ??= hashSecret('decoy-password-never-valid');
  await verifySecret(await decoy, secret);
};
