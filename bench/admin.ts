import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { apiRoutes } from '@pratiche/contracts';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { CatchUpSubscriptions } from '../apps/api/src/infrastructure/event-store/catch-up-subscriptions';
import { createTestApp } from '../apps/api/src/testing/test-app';
import { latencies, query, REQUESTS, signInAsAdmin } from './http-timing';
import { percentile, reportWhenRun, type BenchLine } from './report';

const USERS = 50_000;
const EVENTS = 1_000_000;
/** The practice whose history is read: its events lie one every SPREAD positions across the log. */
const PRACTICE_ID = 7;
const HISTORY_EVENTS = 50;
const SPREAD = EVENTS / HISTORY_EVENTS;
/** The other streams' length: ~40,000 streams of practices, users and wallets. */
const STREAM_LENGTH = 25;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The users tab as ProTable asks for it: a page of 20, a search matching ~1,100 accounts, sorted by balance. */
const usersQuery = { current: 1, pageSize: 20, keyword: 'azienda 42', sortField: 'walletBalance', sortOrder: 'descend' } as const;

/**
 * 50,000 accounts in users_view, statuses, balances and dates varied so every index has a real
 * spread. A build that still keeps per-status counters in user_status_counts (a baseline before
 * users_view counted when read) gets them set as its projection would have kept them.
 */
const seedUsers = (db: Database) =>
  db.exec(`
    INSERT INTO users_view (id, username, company_name, vat_number, legal_rep_name, phone, email, is_cedente, is_cessionario,
      status, wallet_balance, created_at)
    SELECT 100000 + n, 'utente' || n, 'Azienda ' || n || ' S.r.l.', lpad(n::text, 11, '0'), 'Mario Rossi', '3331234567',
      'utente' || n || '@example.it', n % 3 <> 0, n % 2 = 0, (ARRAY['pending', 'active', 'active', 'active', 'rejected', 'blocked'])[1 + n % 6],
      (n * 7919) % 100000, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute'
    FROM generate_series(1, ${USERS}) AS n;
  `);

const seedStatusCounts = async (db: Database) => {
  const { rows } = await db.query<{ kept: boolean }>(`SELECT to_regclass('user_status_counts') IS NOT NULL AS kept`);
  if (rows[0]!.kept) await db.exec('UPDATE user_status_counts c SET n = (SELECT count(*) FROM users_view u WHERE u.status = c.status)');
};

/** The practice under study: submitted, approved, then downloads (the access log) and buyers. */
const historyEvent = `CASE
    WHEN v = 1 THEN 'PracticeSubmitted' WHEN v = 2 THEN 'PracticeApproved'
    WHEN v % 3 = 0 THEN 'PracticeAccessPurchased' ELSE 'PracticeDocumentsAccessed' END`;
const historyData = `jsonb_build_object('practiceId', ${PRACTICE_ID}, 'by', 100001 + v, 'at', '2026-03-01T00:00:00Z') || CASE
    WHEN v = 1 THEN '{"userId": 100001, "type": "SUPERBONUS_110", "year": 2026, "amount": 50000, "discount": 20, "isTraceable": true,
      "tributeCode": "6890", "numSites": 1, "documents": {"societari": [{"originalName": "statuto.pdf", "filename": "a.pdf"}]}}'::jsonb
    WHEN v = 2 THEN '{"comment": null}'::jsonb
    WHEN v % 3 = 0 THEN '{"credits": 5}'::jsonb
    ELSE '{"what": "document", "documents": [{"originalName": "statuto.pdf", "filename": "a.pdf"}]}'::jsonb END`;

/**
 * EVENTS rows written straight into the log with SQL (nothing to seal or project): the studied
 * practice's HISTORY_EVENTS spread across it, the rest in streams of STREAM_LENGTH, each with an
 * acting user among the 50,000, so the actor filter has a real spread too.
 */
const seedEvents = (db: Database) =>
  db.exec(`
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata, recorded_at)
    SELECT
      CASE WHEN g % ${SPREAD} = 0 THEN 'practice-${PRACTICE_ID}'
        ELSE (ARRAY['practice-', 'user-', 'wallet-'])[1 + s % 3] || (1000000 + s) END,
      CASE WHEN g % ${SPREAD} = 0 THEN v ELSE 1 + k % ${STREAM_LENGTH} END,
      gen_random_uuid(),
      CASE WHEN g % ${SPREAD} = 0 THEN ${historyEvent}
        ELSE (ARRAY['PracticeApproved', 'UserApproved', 'CreditsAdded'])[1 + s % 3] END,
      CASE WHEN g % ${SPREAD} = 0 THEN ${historyData}
        ELSE jsonb_build_object('id', 1000000 + s, 'by', 100001 + s % ${USERS}, 'at', '2026-03-01T00:00:00Z') END,
      jsonb_build_object('actorId', 100001 + (g::bigint * 7919) % ${USERS}, 'correlationId', gen_random_uuid()),
      '2026-03-01T00:00:00Z'::timestamptz + g * interval '1 second'
    FROM generate_series(1, ${EVENTS}) AS g,
      LATERAL (SELECT g / ${SPREAD} AS v, g - 1 - g / ${SPREAD} AS k) AS position,
      LATERAL (SELECT k / ${STREAM_LENGTH} AS s) AS stream;
  `);

/**
 * As autovacuum leaves tables in steady state: statistics, the visibility map, and the GIN
 * indexes' pending lists merged (a bulk insert leaves 50,000 rows there, scanned on every search).
 * One statement per call: VACUUM cannot run in a multi-statement batch.
 */
const vacuum = async (db: Database) => {
  await db.exec('VACUUM ANALYZE users_view');
  await db.exec('VACUUM ANALYZE events');
};

/** The users tab with no search: newest first, as it opens. */
const defaultUsersQuery = { current: 1, pageSize: 20 } as const;

/** Checks the users page answers the seeded figures (counters included) before timing it. */
const checkUsers = async (url: string, cookie: string) => {
  const page = (await (await fetch(url, { headers: { cookie } })).json()) as { total: number; data: unknown[]; statusCounts: Record<string, number> };
  const accounts = Object.values(page.statusCounts).reduce((sum, n) => sum + n, 0);
  if (page.data.length !== usersQuery.pageSize || page.total < 1000 || accounts !== USERS + 1) {
    throw new Error(`users page: ${page.data.length} rows, total ${page.total}, ${accounts} accounts counted`);
  }
};

const loadAverage = () => loadavg()[0]!.toFixed(1);

/** Checks the seeded history answers what the bench claims to measure before timing it. */
const checkHistory = async (url: string, cookie: string) => {
  const entries = (await (await fetch(url, { headers: { cookie } })).json()) as { type: string }[];
  const accessed = entries.filter((e) => e.type === 'PracticeDocumentsAccessed').length;
  if (entries.length !== HISTORY_EVENTS || accessed === 0) throw new Error(`history has ${entries.length} entries, ${accessed} accesses`);
};

/**
 * Issue 7: the admin users page (searched, sorted) over 50,000 users and one practice's history
 * in a log of 1,000,000 events, on PostgreSQL through real HTTP on a loopback port. Also times the
 * log's `actor` filter (no target: it informs whether that filter needs an index).
 */
export const benchAdmin = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    // Seeded events are history, not news: the app's processors must not replay them during the timing.
    await t.app.get(CatchUpSubscriptions).onApplicationShutdown();
    await seedUsers(t.database);
    await seedStatusCounts(t.database);
    await seedEvents(t.database);
    await vacuum(t.database);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const cookie = await signInAsAdmin(origin);
    const historyUrl = `${origin}${apiRoutes.adminHistory('practice', PRACTICE_ID)}`;
    await checkHistory(historyUrl, cookie);
    const usersUrl = `${origin}${apiRoutes.adminUsers}?${query(usersQuery)}`;
    await checkUsers(usersUrl, cookie);
    const loadBefore = loadAverage();
    const users = await latencies(usersUrl, cookie);
    const history = await latencies(historyUrl, cookie);
    const defaultUsers = await latencies(`${origin}${apiRoutes.adminUsers}?${query(defaultUsersQuery)}`, cookie);
    const byActor = await latencies(`${origin}${apiRoutes.adminEvents}?${query({ actor: 100000 + USERS / 2, limit: 100 })}`, cookie);
    // The 2-core machine is shared: the 1-minute load before and after the timing says how busy it was.
    const at = `PostgreSQL, ${REQUESTS} requests, load ${loadBefore} -> ${loadAverage()}`;
    const users50 = `${USERS.toLocaleString('en')} users`;
    return [
      { name: `admin users page of 20, search + sort, p50 (${users50}, ${at})`, value: percentile(users, 0.5), unit: 'ms' },
      { name: `admin users page of 20, search + sort, p99`, value: percentile(users, 0.99), unit: 'ms', target: 50, lowerIsBetter: true },
      { name: `practice history (${HISTORY_EVENTS} events in ${EVENTS.toLocaleString('en')}), p50`, value: percentile(history, 0.5), unit: 'ms' },
      { name: `practice history, p99`, value: percentile(history, 0.99), unit: 'ms', target: 50, lowerIsBetter: true },
      { name: `admin users page of 20, no search (as the tab opens), p50`, value: percentile(defaultUsers, 0.5), unit: 'ms' },
      { name: `admin users page of 20, no search, p99`, value: percentile(defaultUsers, 0.99), unit: 'ms' },
      { name: `admin events by actor, page of 100, p50`, value: percentile(byActor, 0.5), unit: 'ms' },
      { name: `admin events by actor, page of 100, p99`, value: percentile(byActor, 0.99), unit: 'ms' },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchAdmin);
