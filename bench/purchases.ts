import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { createApprovedPractice, createFastBuyers, createFastUser, walletBalance, walletTotals } from '../apps/api/src/testing/marketplace';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';
import { report, type BenchLine } from './report';

const PRACTICES = 1_000;
const SELLERS = 20;
const BUYERS = 50;
const PURCHASES_PER_BUYER = 60;
const LEFTOVER = 5;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * CPU seconds used so far by this process (API and client) and by the PostgreSQL backends serving this database
 * (read from /proc: the server is local). Their growth per purchase is the cost of one purchase
 * whatever else loads the machine, which wall-clock rates on a shared machine are not.
 */
const cpuSeconds = async (t: TestApp) => {
  const { rows } = await t.database.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  const ticks = rows.reduce((sum, { pid }) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(fields[11]) + Number(fields[12]);
    } catch {
      return sum;
    }
  }, 0);
  const own = process.cpuUsage();
  return { api: (own.user + own.system) / 1e6, database: ticks / 100 };
};

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * p) - 1)]!;

/** SELLERS sellers, PRACTICES approved practices spread over them, written as events like the API writes them. */
const seedPractices = async (t: TestApp): Promise<number[]> => {
  const sellers = await Promise.all(Array.from({ length: SELLERS }, () => createFastUser(t, { isCedente: true, isCessionario: false })));
  const ids: number[] = [];
  for (let i = 0; i < PRACTICES; i += 50) {
    ids.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => createApprovedPractice(t, sellers[(i + j) % SELLERS]!.id)))));
  }
  return ids;
};

/**
 * Issue 6: base-access purchases per second by BUYERS concurrent buyers over PRACTICES practices
 * on PostgreSQL, through real HTTP on a loopback port. Each buyer buys PURCHASES_PER_BUYER
 * different practices one after the other, all buyers at once, so the practices' streams see
 * concurrent purchases. At the end: every credit accounted for (added = spent + balances, spent =
 * 10 per success, each balance = LEFTOVER).
 */
export const benchPurchases = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const practices = await seedPractices(t);
    const buyers = await createFastBuyers(t, BUYERS, PURCHASES_PER_BUYER * 10 + LEFTOVER);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const before = await walletTotals(t);
    const latencies: number[] = [];
    let failures = 0;
    const cpuBefore = await cpuSeconds(t);
    const started = performance.now();
    await Promise.all(
      buyers.map(async (buyer, b) => {
        for (let k = 0; k < PURCHASES_PER_BUYER; k++) {
          // Buyer b walks the practices from its own offset, so each practice is bought by several buyers.
          const practiceId = practices[(b * 20 + k) % practices.length]!;
          const begin = performance.now();
          const res = await fetch(`${origin}${apiRoutes.marketplaceView(practiceId)}`, {
            method: 'POST',
            headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ accessType: 'base' }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - begin);
          if (res.status !== 200) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = await cpuSeconds(t);
    const perPurchaseMs = (key: 'api' | 'database') => ((cpuAfter[key] - cpuBefore[key]) / latencies.length) * 1000;
    const after = await walletTotals(t);
    const balances = await Promise.all(buyers.map((b) => walletBalance(t, b.id)));
    const succeeded = latencies.length - failures;
    const spent = after.spent - before.spent;
    // A fresh database: every credit ever added is either spent or still on a balance.
    const conserved =
      failures === 0 && spent === succeeded * 10 && after.added === after.spent + balances.reduce((a, b) => a + b, 0) &&
      balances.every((balance) => balance === LEFTOVER);
    const at = `${BUYERS} buyers, ${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    return [
      { name: `base-access purchases/s (${at})`, value: succeeded / seconds, unit: '/s', target: 500 },
      { name: `CPU per purchase: API process (${at})`, value: perPurchaseMs('api'), unit: 'ms' },
      { name: `CPU per purchase: PostgreSQL backends (${at})`, value: perPurchaseMs('database'), unit: 'ms' },
      { name: `purchase latency p50 (${at})`, value: percentile(latencies, 0.5), unit: 'ms' },
      { name: `purchase latency p99 (${at})`, value: percentile(latencies, 0.99), unit: 'ms', target: 100, lowerIsBetter: true },
      { name: `credits lost or duplicated, ${latencies.length} purchases (${failures} refused)`, value: conserved ? 0 : 1, unit: 'errors', target: 0, lowerIsBetter: true },
    ];
  } finally {
    await t.close();
  }
};

if (require.main === module) {
  benchPurchases()
    .then((lines) => report(lines))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
