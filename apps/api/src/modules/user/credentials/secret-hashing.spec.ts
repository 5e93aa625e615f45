import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { ARGON2_MAX_JOBS, hashingOptions, hashSecret, verifySecret } from './secret-hashing';

const argon2 = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');

/** Replaces argon2 by a slow stand-in that records which jobs run and how many at once. */
const recordArgon2Jobs = () => {
  const started: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const job = async <T>(name: string, result: T): Promise<T> => {
    started.push(name);
    maxRunning = Math.max(maxRunning, ++running);
    await sleep(20);
    running--;
    return result;
  };
  jest.spyOn(argon2, 'hash').mockImplementation((secret) => job(`hash ${String(secret)}`, 'hashed'));
  jest.spyOn(argon2, 'verify').mockImplementation((_hash, secret) => job(`verify ${String(secret)}`, true));
  return { started, maxRunning: () => maxRunning };
};

describe('argon2 parameters', () => {
  it("production (any NODE_ENV but test) hashes at OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane", async () => {
    for (const nodeEnv of ['production', 'development', '']) {
      const stored = await argon2.hash('Password-1!', hashingOptions(nodeEnv));
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it("under the test runner the cost is argon2's lowest, and such a hash still verifies", async () => {
    expect(hashingOptions()).toEqual(hashingOptions('test'));
    const stored = await hashSecret('Password-1!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifySecret(stored, 'Password-1!')).toBe(true);
    expect(await verifySecret(await argon2.hash('Password-1!', hashingOptions('production')), 'Password-1!')).toBe(true);
  });
});

describe('argon2 jobs (issue 10 point 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('argon2 jobs run at most one per core but one, leaving a core to the event loop and the database', async () => {
    const jobs = recordArgon2Jobs();
    await Promise.all([...Array.from({ length: 12 }, (_, i) => hashSecret(`p${i}`)), ...Array.from({ length: 12 }, (_, i) => verifySecret('stored', `p${i}`))]);
    expect(jobs.started).toHaveLength(24);
    expect(ARGON2_MAX_JOBS).toBe(Math.max(1, availableParallelism() - 1));
    expect(jobs.maxRunning()).toBe(ARGON2_MAX_JOBS);
  });

  it('a verification (someone signing in) starts before the hashes already waiting', async () => {
    const jobs = recordArgon2Jobs();
    const hashes = Array.from({ length: ARGON2_MAX_JOBS + 3 }, (_, i) => hashSecret(`nuovo${i}`));
    const signIn = verifySecret('stored', 'accesso');
    await Promise.all([...hashes, signIn]);
    expect(jobs.started.indexOf('verify accesso')).toBe(ARGON2_MAX_JOBS);
  });
});
