import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createApprovedPractice, createFastBuyers, createFastUser, walletBalance, walletTotals } from '../apps/api/src/testing/marketplace';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';
import type { BuyersJob, BuyersResult } from './purchase-buyers';
import { report, type BenchLine } from './report';

const PRACTICES = 1_000;
const SELLERS = 20;
const BUYERS = 50;
const PURCHASES_PER_BUYER = 60;
/**
 * Purchases each buyer makes first, not measured: the API's first requests run cold code (not
 * yet compiled by V8's JIT) and open the pool's connections, and as the first 50 arrive at once
 * they made up the whole top percent of the latencies. A service runs warm; the figures are its
 * steady state.
 */
const WARM_UP_PER_BUYER = 10;
const LEFTOVER = 5;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * CPU seconds used so far by this process (the API) and by the PostgreSQL backends serving this
 * database (read from /proc: the server is local). Their growth per purchase is the cost of one
 * purchase whatever else loads the machine, which wall-clock rates on a shared machine are not.
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

/** The buyers run in a child process (purchase-buyers.ts), so their HTTP client is not counted as API CPU. */
const buyInChildProcess = (job: BuyersJob) =>
  new Promise<BuyersResult>((resolve, reject) => {
    const child = fork(join(__dirname, 'purchase-buyers.ts'), { execArgv: ['-r', '@swc-node/register'] });
    child.once('message', (result) => resolve(result as BuyersResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`buyers process exited with ${code}`)));
    child.send(job);
  });

/**
 * With PURCHASES_CPU_PROFILE=<file>, the API process's CPU profile during the purchases only
 * (not the seeding), for Chrome DevTools or any .cpuprofile reader; with
 * PURCHASES_HEAP_PROFILE=<file>, its sampled allocations (.heapprofile: what garbage collection
 * has to clear after each purchase).
 */
const profiled = async <T>(run: () => Promise<T>): Promise<T> => {
  const cpuFile = process.env.PURCHASES_CPU_PROFILE;
  const heapFile = process.env.PURCHASES_HEAP_PROFILE;
  if (!cpuFile && !heapFile) return run();
  const session = new Session();
  session.connect();
  if (cpuFile) await session.post('Profiler.enable').then(() => session.post('Profiler.start'));
  if (heapFile) await session.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  try {
    return await run();
  } finally {
    if (cpuFile) writeFileSync(cpuFile, JSON.stringify((await session.post('Profiler.stop')).profile));
    if (heapFile) writeFileSync(heapFile, JSON.stringify((await session.post('HeapProfiler.stopSampling')).profile));
    session.disconnect();
  }
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
 * concurrent purchases. Measured after WARM_UP_PER_BUYER purchases each. At the end: every credit accounted for (added = spent + balances, spent =
 * 10 per success, each balance = LEFTOVER).
 */
export const benchPurchases = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const practices = await seedPractices(t);
    const buyers = await createFastBuyers(t, BUYERS, (WARM_UP_PER_BUYER + PURCHASES_PER_BUYER) * 10 + LEFTOVER);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const cookies = buyers.map((b) => b.cookie);
    // Other practices than the measured ones (offset past them): nobody buys the same practice twice.
    const warmUp = await buyInChildProcess({ origin, cookies, practices, offset: PURCHASES_PER_BUYER, purchasesPerBuyer: WARM_UP_PER_BUYER });
    const before = await walletTotals(t);
    const cpuBefore = await cpuSeconds(t);
    const { latencies, failures, seconds, cpuMs: clientMs } = await profiled(() =>
      buyInChildProcess({ origin, cookies, practices, offset: 0, purchasesPerBuyer: PURCHASES_PER_BUYER }),
    );
    const cpuAfter = await cpuSeconds(t);
    const [load] = loadavg();
    const perPurchaseMs = (key: 'api' | 'database') => ((cpuAfter[key] - cpuBefore[key]) / latencies.length) * 1000;
    const serverMs = perPurchaseMs('api') + perPurchaseMs('database');
    const after = await walletTotals(t);
    const balances = await Promise.all(buyers.map((b) => walletBalance(t, b.id)));
    const succeeded = latencies.length - failures;
    const spent = after.spent - before.spent;
    // A fresh database: every credit ever added is either spent or still on a balance.
    const conserved =
      warmUp.failures === 0 && failures === 0 && spent === succeeded * 10 && after.added === after.spent + balances.reduce((a, b) => a + b, 0) &&
      balances.every((balance) => balance === LEFTOVER);
    const at = `${BUYERS} buyers, ${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    return [
      { name: `base-access purchases/s (${at})`, value: succeeded / seconds, unit: '/s', target: 500 },
      { name: 'load average (1 min) at the end of the purchases, 2 cores', value: load!, unit: '' },
      { name: 'CPU per purchase: API process', value: perPurchaseMs('api'), unit: 'ms' },
      { name: 'CPU per purchase: PostgreSQL backends', value: perPurchaseMs('database'), unit: 'ms' },
      { name: 'CPU per purchase: buyers\' HTTP client (not the server\'s)', value: clientMs / latencies.length, unit: 'ms' },
      // Two idle cores give 2,000 CPU ms a second to API and database together.
      { name: 'ceiling on 2 idle cores: 2,000 / (API + database) ms', value: 2000 / serverMs, unit: '/s', target: 500 },
      { name: `warm-up before measuring: ${warmUp.latencies.length} purchases, their p99 (not a target)`, value: percentile(warmUp.latencies, 0.99), unit: 'ms' },
      { name: 'purchase latency p50', value: percentile(latencies, 0.5), unit: 'ms' },
      { name: 'purchase latency p99', value: percentile(latencies, 0.99), unit: 'ms', target: 100, lowerIsBetter: true },
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
