import { apiRoutes, type UploadedFileResponse } from '@pratiche/contracts';
import { defaultRateLimits } from '../apps/api/src/infrastructure/http/rate-limits';
import { registerUser, uniqueRegistration } from '../apps/api/src/testing/accounts';
import { pdfBuffer } from '../apps/api/src/testing/documents';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';
import { percentile, reportWhenRun, type BenchLine } from './report';

const REGISTRATIONS = 200;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Each registration comes from its own address, as a distributed burst would: the per-IP limit does not help. */
const addressOf = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`;

const uploadFrom = async (t: TestApp, address: string) => {
  const res = await t.request().post(apiRoutes.uploadBusinessDocument).set('X-Forwarded-For', address).attach('file', pdfBuffer(), 'visura.pdf');
  return res.body as UploadedFileResponse;
};

/** Sequential sign-ins of one person until `until` settles; their latencies in ms. */
const signInsDuring = async (t: TestApp, username: string, password: string, until: Promise<unknown>) => {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await t.request().post(apiRoutes.login).set('X-Forwarded-For', '192.0.2.1').send({ username, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)} after ${latencies.length}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
};

/**
 * Sign-in p99 while 200 registrations (each hashing a password) arrive at once (issue 10 point 7):
 * argon2 jobs are bounded to one per core and verifications go first, so sign-in stays fast.
 */
export const benchAccounts = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp({ rateLimits: defaultRateLimits, config: { trustProxy: ['loopback'] } });
  try {
    const { user, password } = await registerUser(t);
    const quiet = await signInsDuring(t, user.username, password, new Promise((resolve) => setTimeout(resolve, 2000)));
    const visure = await Promise.all(Array.from({ length: REGISTRATIONS }, (_, i) => uploadFrom(t, addressOf(i))));
    const burst = Promise.all(
      visure.map((visura, i) =>
        t
          .request()
          .post(apiRoutes.register)
          .set('X-Forwarded-For', addressOf(i))
          .send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } })),
      ),
    );
    const during = await signInsDuring(t, user.username, password, burst);
    const created = (await burst).filter((res) => res.status === 201).length;
    if (created !== REGISTRATIONS) throw new Error(`only ${created} of ${REGISTRATIONS} registrations succeeded`);
    return [
      { name: 'sign-in p99, quiet (PostgreSQL)', value: percentile(quiet, 0.99), unit: 'ms' },
      { name: `sign-in p99 during ${REGISTRATIONS} registrations (PostgreSQL)`, value: percentile(during, 0.99), unit: 'ms', target: 150, lowerIsBetter: true },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchAccounts);
