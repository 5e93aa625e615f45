import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { baseAccessCredits } from '@pratiche/domain';
import { createApprovedPractice, createFastBuyers, createFastUser, type FastUser } from '../apps/api/src/testing/marketplace';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';
import { creditProblems, isAnswered, p99TargetMs, planPurchases, summariseRun, type BuyerCredits, type RunSummary } from './open-loop';
import { cpuSeconds, cpuSince } from './process-cpu';
import type { OpenLoopJob, OpenLoopResult } from './purchase-buyers';
import { reportWhenRun, type BenchLine } from './report';

const RATE = 200;
// BENCH_SECONDS and BENCH_STEP_SECONDS shorten a local run (BENCH_STEP_SECONDS=0 skips the search); the figures in bench/README.md come from the defaults.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
/** The arrival rates tried one after the other, up to the first that misses p99 <= 100 ms or has an error. */
const STEP_RATES = [200, 300, 400, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000];
/**
 * Not measured: the API's first requests run cold code (not yet compiled by V8's JIT) and open
 * the pool's connections. A service runs warm; the figures are its steady state.
 */
const WARM_UP = { rate: 100, seconds: 5 };
const PRACTICES = 1_000;
const SELLERS = 20;
/**
 * Purchases per second of one buyer: one every 250 ms, so while p99 holds under 100 ms a buyer's
 * purchases do not overlap (as a person's would not); under overload they do, and conflict.
 */
const BUYER_RATE = 4;
/** Credits each buyer keeps after its last purchase. */
const LEFTOVER = 5;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The practices on sale and the buyers of one run: fresh ones, so every purchase of the run is valid. */
type Market = { practices: number[]; buyers: FastUser[] };
type Run = { summary: RunSummary; maxSendLagMs: number; problems: string[] };

/** This process (the API) and the PostgreSQL backends serving this database: whose CPU a purchase costs. */
const serverPids = async (t: TestApp) => {
  const { rows } = await t.database.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return { api: [process.pid], database: rows.map((r) => r.pid) };
};

/** The buyers run in a child process (purchase-buyers.ts), so their HTTP client is not counted as API CPU. */
const buyInChildProcess = (job: OpenLoopJob) =>
  new Promise<OpenLoopResult>((resolve, reject) => {
    const child = fork(join(__dirname, 'purchase-buyers.ts'), { execArgv: ['-r', '@swc-node/register'] });
    child.once('message', (result) => resolve(result as OpenLoopResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`buyers process exited with ${code}`)));
    child.send(job);
  });

/**
 * With PURCHASES_CPU_PROFILE=<file>, the API process's CPU profile during the measured run only
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
  if (heapFile)
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  try {
    return await run();
  } finally {
    if (cpuFile) writeFileSync(cpuFile, JSON.stringify((await session.post('Profiler.stop')).profile));
    if (heapFile) writeFileSync(heapFile, JSON.stringify((await session.post('HeapProfiler.stopSampling')).profile));
    session.disconnect();
  }
};

/** PRACTICES approved practices spread over the sellers, written as events like the API writes them. */
const seedPractices = async (t: TestApp, sellers: FastUser[]): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < PRACTICES; i += 50) {
    ids.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => createApprovedPractice(t, sellers[(i + j) % sellers.length]!.id)))));
  }
  return ids;
};

/** Enough buyers for `rate` at BUYER_RATE each, funded for `seconds` of purchases plus LEFTOVER. */
const seedBuyers = (t: TestApp, rate: number, seconds: number) =>
  createFastBuyers(t, Math.ceil(rate / BUYER_RATE), Math.ceil(seconds * BUYER_RATE) * baseAccessCredits + LEFTOVER);

/** Each buyer's credits and accesses as the log, users_view's balance and the client saw them (one statement: one snapshot). */
const buyerCredits = async (t: TestApp, market: Market, planned: { buyer: number }[], outcomes: OpenLoopResult['outcomes']) => {
  const { rows } = await t.database.query<Omit<BuyerCredits, 'answered' | 'unanswered'>>(
    `WITH e AS (
       SELECT type, (data ->> 'credits')::int AS credits, data ->> 'practiceId' AS practice,
         (CASE WHEN type = 'PracticeAccessPurchased' THEN data ->> 'by' ELSE data ->> 'userId' END)::int AS buyer
       FROM events WHERE type IN ('CreditsAdded', 'CreditsSpent', 'PracticeAccessPurchased')
     )
     SELECT b.id AS buyer, coalesce(u.wallet_balance, 0)::int AS balance,
       coalesce(sum(e.credits) FILTER (WHERE e.type = 'CreditsAdded'), 0)::int AS added,
       coalesce(sum(e.credits) FILTER (WHERE e.type = 'CreditsSpent'), 0)::int AS spent,
       count(*) FILTER (WHERE e.type = 'PracticeAccessPurchased')::int AS accesses,
       count(DISTINCT e.practice) FILTER (WHERE e.type = 'PracticeAccessPurchased')::int AS practices
     FROM unnest($1::int[]) AS b(id) LEFT JOIN users_view u ON u.id = b.id LEFT JOIN e ON e.buyer = b.id
     GROUP BY b.id, u.wallet_balance`,
    [market.buyers.map((b) => b.id)],
  );
  const answered = new Map<number, number>();
  const unanswered = new Map<number, number>();
  planned.forEach(({ buyer }, i) => {
    const { id } = market.buyers[buyer]!;
    if (isAnswered(outcomes[i]!)) answered.set(id, (answered.get(id) ?? 0) + 1);
    else if (typeof outcomes[i]!.status !== 'number') unanswered.set(id, (unanswered.get(id) ?? 0) + 1);
  });
  return rows.map((row) => ({ ...row, answered: answered.get(row.buyer) ?? 0, unanswered: unanswered.get(row.buyer) ?? 0 }));
};

type Send = () => Promise<OpenLoopResult>;

/** `rate * seconds` purchases arriving at `rate`, then the credit check of the market's buyers; `measure` wraps the sending only. */
const run = async (t: TestApp, origin: string, market: Market, rate: number, seconds: number, measure = (send: Send) => send()): Promise<Run> => {
  const planned = planPurchases(Math.round(rate * seconds), market.buyers.length, market.practices);
  const purchases = planned.map(({ buyer, practiceId }) => ({ cookie: market.buyers[buyer]!.cookie, practiceId }));
  const result = await measure(() => buyInChildProcess({ origin, rate, purchases }));
  const problems = creditProblems(baseAccessCredits, await buyerCredits(t, market, planned, result.outcomes));
  return { summary: summariseRun(rate, result.outcomes, result.seconds), maxSendLagMs: result.maxSendLagMs, problems };
};

/** STEP_RATES in turn, each STEP_SECONDS on fresh practices and buyers, until one fails; every step run. */
const searchHighestRate = async (t: TestApp, origin: string, sellers: FastUser[]): Promise<Run[]> => {
  const steps: Run[] = [];
  for (const rate of STEP_SECONDS > 0 ? STEP_RATES : []) {
    const market = { practices: await seedPractices(t, sellers), buyers: await seedBuyers(t, rate, STEP_SECONDS) };
    steps.push(await run(t, origin, market, rate, STEP_SECONDS));
    if (!steps.at(-1)!.summary.passed) break;
  }
  return steps;
};

const stepLine = ({ summary: s }: Run): BenchLine => ({
  name: `  step ${s.rate} /s for ${STEP_SECONDS} s: p99 (achieved ${s.achieved.toFixed(1)} /s, ${s.errors} errors)${s.passed ? '' : ', failed'}`,
  value: s.p99,
  unit: 'ms',
});

/**
 * Issue 25: base-access purchases arriving at a fixed RATE per second for SECONDS (open loop:
 * each sent at its time whether or not the earlier ones were answered) through real HTTP on a
 * loopback port, over PRACTICES approved practices on PostgreSQL, after an unmeasured warm-up;
 * then the highest arrival rate that keeps p99 <= 100 ms without errors. Every run's buyers are
 * checked for conservation: every credit added is spent once or still on the balance.
 */
export const benchPurchases = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const sellers = await Promise.all(Array.from({ length: SELLERS }, () => createFastUser(t, { isCedente: true, isCessionario: false })));
    const practices = await seedPractices(t, sellers);
    const market = { practices, buyers: await seedBuyers(t, RATE, SECONDS) };
    const warmUpMarket = { practices, buyers: await seedBuyers(t, WARM_UP.rate, WARM_UP.seconds) };
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const warmUp = await run(t, origin, warmUpMarket, WARM_UP.rate, WARM_UP.seconds);
    let cpu = { api: 0, database: 0 };
    const measured = await run(t, origin, market, RATE, SECONDS, async (send) => {
      const before = await serverPids(t);
      const cpuBefore = { api: cpuSeconds(before.api), database: cpuSeconds(before.database) };
      const result = await profiled(send);
      const after = await serverPids(t);
      cpu = { api: cpuSince(cpuBefore.api, after.api), database: cpuSince(cpuBefore.database, after.database) };
      return result;
    });
    const [load] = loadavg();
    const steps = await searchHighestRate(t, origin, sellers);
    const problems = [warmUp, measured, ...steps].flatMap((r) => r.problems);
    for (const problem of problems) console.log(`credits not conserved: ${problem}`);
    const s = measured.summary;
    const perPurchaseMs = (seconds: number) => (seconds / s.purchases) * 1000;
    const at = `${RATE} /s for ${SECONDS} s, ${market.buyers.length} buyers, ${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    const highest = steps.filter((step) => step.summary.passed).at(-1)?.summary.rate ?? 0;
    return [
      { name: `base purchases, open loop (${at}): achieved`, value: s.achieved, unit: '/s' },
      { name: 'purchase latency from the scheduled send, p50', value: s.p50, unit: 'ms' },
      { name: 'purchase latency from the scheduled send, p99', value: s.p99, unit: 'ms', target: p99TargetMs, lowerIsBetter: true },
      { name: 'purchase latency from the scheduled send, max', value: s.max, unit: 'ms' },
      {
        name: `purchase errors (${s.non2xx} non-2xx${s.refusals ? `: ${s.refusals}` : ''}, ${s.socket} socket, ${s.timeouts} timeouts)`,
        value: s.errors,
        unit: 'errors',
        target: 0,
        lowerIsBetter: true,
      },
      { name: "buyers' process behind its schedule, at most", value: measured.maxSendLagMs, unit: 'ms' },
      { name: 'CPU per purchase: API process', value: perPurchaseMs(cpu.api), unit: 'ms' },
      { name: 'CPU per purchase: PostgreSQL backends', value: perPurchaseMs(cpu.database), unit: 'ms' },
      { name: 'load average (1 min) at the end of the purchases, 2 cores', value: load!, unit: '' },
      ...steps.map(stepLine),
      { name: `highest arrival rate with p99 <= ${p99TargetMs} ms and no errors (${STEP_SECONDS} s steps)`, value: highest, unit: '/s' },
      {
        name: `credits not conserved (warm-up, run and steps: ${[warmUp, measured, ...steps].reduce((n, r) => n + r.summary.purchases, 0)} purchases)`,
        value: problems.length,
        unit: 'problems',
        target: 0,
        lowerIsBetter: true,
      },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchPurchases);
