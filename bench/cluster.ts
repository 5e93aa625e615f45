import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoutes } from '@pratiche/contracts';
import { baseAccessCredits } from '@pratiche/domain';
import { createDatabase } from '../apps/api/src/infrastructure/database/create-database';
import { createApprovedPractice, createFastBuyers, createFastUser, type FastUser } from '../apps/api/src/testing/marketplace';
import { startTestApp } from '../apps/api/src/testing/test-app';
import { clusterAdmin, startCluster, type Cluster } from '../test/cluster/support/cluster';
import { cpuSeconds, cpuSince } from './process-cpu';
import { reportWhenRun, type BenchLine } from './report';

// autocannon ships no types; this is the part of its API used here.
type AutocannonRequest = {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number) => void;
};
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  setupClient?: (client: { setRequests: (requests: AutocannonRequest[]) => void }) => void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no types; its CommonJS export is typed here
const autocannon = require('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const SELLERS = 10;
const PRACTICES = 200;
/** Concurrent connections, one buyer each; every run has its own buyers. */
const CONNECTIONS = 16;
// BENCH_SECONDS shortens a local run; the figures in bench/README.md come from the default.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;

type Seller = FastUser & { practices: number[] };
type Seeded = { sellers: Seller[]; practices: number[]; buyersByRun: FastUser[][]; funded: number };

/** Sellers, approved practices and funded buyers, written into the cluster's database by the testing helpers (no argon2 per account). */
const seed = async (cluster: Cluster): Promise<Seeded> => {
  const config = { databaseUrl: cluster.databaseUrl, dataDir: await mkdtemp(join(tmpdir(), 'pratiche-bench-cluster-')) };
  const t = await startTestApp(await createDatabase(config), config.dataDir, {
    config: { ...config, publicUrl: cluster.baseUrl, adminUsername: clusterAdmin.username, adminPassword: clusterAdmin.password, adminPin: clusterAdmin.pin },
  });
  try {
    const sellers: Seller[] = [];
    for (let i = 0; i < SELLERS; i++) sellers.push({ ...(await createFastUser(t, { isCedente: true, isCessionario: false })), practices: [] });
    const practices: number[] = [];
    for (let i = 0; i < PRACTICES; i++) {
      const seller = sellers[i % SELLERS]!;
      const id = await createApprovedPractice(t, seller.id);
      seller.practices.push(id);
      practices.push(id);
    }
    // Enough for every practice: a buyer that ran out would buy one twice (409, counted as an error).
    const funded = PRACTICES * baseAccessCredits;
    const buyersByRun = [await createFastBuyers(t, CONNECTIONS, funded), await createFastBuyers(t, CONNECTIONS, funded)];
    return { sellers, practices, buyersByRun, funded };
  } finally {
    await t.close();
  }
};

/**
 * One connection's cycle of ten requests: 7 marketplace listings and 1 base purchase as its
 * buyer, 2 reads of its seller's practices (70/20/10). Each buyer walks the practices from its
 * own offset, so every practice is bought by several buyers at nearly the same time.
 */
const cycleFor = (buyer: FastUser, seller: Seller, toBuy: number[], boughtBy: Map<number, number>): AutocannonRequest[] => {
  let read = 0;
  let bought = 0;
  const browse = () => ({ method: 'GET', path: apiRoutes.marketplace, headers: { cookie: buyer.cookie } });
  const readPractice = (): AutocannonRequest => ({
    method: 'GET',
    headers: { cookie: seller.cookie },
    setupRequest: (request) => ({ ...request, path: apiRoutes.practice(seller.practices[read++ % seller.practices.length]!) }),
  });
  const purchase: AutocannonRequest = {
    method: 'POST',
    headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ accessType: 'base' }),
    setupRequest: (request) => ({ ...request, path: apiRoutes.marketplaceView(toBuy[bought++ % toBuy.length]!) }),
    onResponse: (status) => {
      if (status === 200) boughtBy.set(buyer.id, (boughtBy.get(buyer.id) ?? 0) + 1);
    },
  };
  return [browse(), browse(), readPractice(), browse(), browse(), purchase, browse(), readPractice(), browse(), browse()];
};

/** The API instances' processes and the PostgreSQL backends serving the cluster's database. */
const clusterPids = async (cluster: Cluster) => ({
  api: cluster.instances().map((i) => i.pid),
  database: (await cluster.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((r) => r.pid),
});

/** The mixed load through nginx for SECONDS, after a listing-only warm-up of the fresh instances. */
const mixedLoad = async (cluster: Cluster, seeded: Seeded, buyers: FastUser[]) => {
  await autocannon({
    url: `${cluster.baseUrl}${apiRoutes.marketplace}`,
    connections: CONNECTIONS,
    duration: WARM_UP_SECONDS,
    headers: { cookie: buyers[0]!.cookie },
  });
  const boughtBy = new Map<number, number>();
  const before = await clusterPids(cluster);
  const cpuBefore = { api: cpuSeconds(before.api), database: cpuSeconds(before.database) };
  let connection = 0;
  const result = await autocannon({
    url: cluster.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      const c = connection++ % buyers.length;
      const offset = (c * 13) % seeded.practices.length;
      const toBuy = [...seeded.practices.slice(offset), ...seeded.practices.slice(0, offset)];
      client.setRequests(cycleFor(buyers[c]!, seeded.sellers[c % SELLERS]!, toBuy, boughtBy));
    },
  });
  const after = await clusterPids(cluster);
  const cpuMsPerRequest = (seconds: number) => (seconds * 1000) / result.requests.total;
  return {
    result,
    boughtBy,
    load: loadavg()[0]!,
    apiCpuMs: cpuMsPerRequest(cpuSince(cpuBefore.api, after.api)),
    databaseCpuMs: cpuMsPerRequest(cpuSince(cpuBefore.database, after.database)),
  };
};

/**
 * Credits conserved, per buyer: its wallet (the fold of its stream) is what it was funded minus
 * the credits of the accesses the store gave it, and those accesses are the purchases answered
 * 200 plus at most the one in flight when the run stopped (the API completes it unread).
 */
const creditsConserved = async (cluster: Cluster, buyers: FastUser[], boughtBy: Map<number, number>, funded: number) => {
  const rows = await cluster.query<{ buyer: number; balance: number; accesses: number; paid: number }>(
    `SELECT b.id AS buyer,
       (SELECT coalesce(sum(CASE WHEN type = 'CreditsSpent' THEN -(data ->> 'credits')::int ELSE (data ->> 'credits')::int END), 0)::int
        FROM events WHERE stream_id = 'wallet-' || b.id) AS balance,
       count(e.type)::int AS accesses, coalesce(sum((e.data ->> 'credits')::int), 0)::int AS paid
     FROM unnest($1::int[]) AS b(id)
     LEFT JOIN events e ON e.type = 'PracticeAccessPurchased' AND (e.data ->> 'by')::int = b.id
     GROUP BY b.id`,
    [buyers.map((b) => b.id)],
  );
  const unread = rows.map((r) => r.accesses - (boughtBy.get(r.buyer) ?? 0));
  const exact = rows.length === buyers.length && rows.every((r) => r.balance === funded - r.paid) && unread.every((n) => n === 0 || n === 1);
  return { exact, unread: unread.reduce((a, b) => a + b, 0) };
};

const linesFor = (label: string, run: Awaited<ReturnType<typeof mixedLoad>>, credits: Awaited<ReturnType<typeof creditsConserved>>): BenchLine[] => {
  const { result } = run;
  const purchases = [...run.boughtBy.values()].reduce((a, b) => a + b, 0);
  return [
    {
      name: `cluster ${label}: mixed load requests/s (${CONNECTIONS} conn, ${SECONDS} s, load ${run.load.toFixed(1)})`,
      value: result.requests.average,
      unit: 'req/s',
    },
    { name: `cluster ${label}: latency p50`, value: result.latency.p50, unit: 'ms' },
    { name: `cluster ${label}: latency p99`, value: result.latency.p99, unit: 'ms' },
    { name: `cluster ${label}: CPU per request, API instances`, value: run.apiCpuMs, unit: 'ms' },
    { name: `cluster ${label}: CPU per request, PostgreSQL backends`, value: run.databaseCpuMs, unit: 'ms' },
    {
      name: `cluster ${label}: errors (socket, timeout, non-2xx)`,
      value: result.errors + result.timeouts + result.non2xx,
      unit: 'req',
      target: 0,
      lowerIsBetter: true,
    },
    { name: `cluster ${label}: purchases answered 200 (+${credits.unread} unread at the end)`, value: purchases, unit: 'req' },
    { name: `cluster ${label}: credits conserved (1 = every wallet exact)`, value: credits.exact ? 1 : 0, unit: 'bool', target: 1 },
  ];
};

/**
 * Issue 11: 70% marketplace listings, 20% practice reads, 10% base purchases through nginx
 * (deploy/nginx.conf), against one built API instance and then two, on one PostgreSQL database.
 */
export const benchCluster = async (): Promise<BenchLine[]> => {
  const cluster = await startCluster({ instances: 1 });
  try {
    const seeded = await seed(cluster);
    const lines: BenchLine[] = [];
    const rates: number[] = [];
    for (const [run, count] of [1, 2].entries()) {
      // Fresh processes for the second run too, so neither starts warmer than the other.
      if (run > 0) await cluster.restart({}, count);
      const buyers = seeded.buyersByRun[run]!;
      const measured = await mixedLoad(cluster, seeded, buyers);
      rates.push(measured.result.requests.average);
      lines.push(...linesFor(`${count} instance${count > 1 ? 's' : ''}`, measured, await creditsConserved(cluster, buyers, measured.boughtBy, seeded.funded)));
    }
    lines.push({ name: 'cluster: two instances / one instance, requests/s', value: rates[1]! / rates[0]!, unit: 'x' });
    return lines;
  } finally {
    await cluster.stop();
  }
};

reportWhenRun(module, benchCluster);
