import { allMigrations } from '../apps/api/src/app.migrations';
import { allProjections } from '../apps/api/src/app.projections';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { runMigrations } from '../apps/api/src/infrastructure/database/migration';
import { createFreshDatabase, createScratchDatabase } from '../apps/api/src/infrastructure/database/testing/fresh-database';
import { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { rebuildProjectionsOnline } from '../apps/api/src/infrastructure/projections/online-rebuild';
import { applyInline, rebuildProjections, type ReplayTimings } from '../apps/api/src/infrastructure/projections/projection-runner';
import { appendsPerSecond, emmettAppend, oursAppend, rawInsertAppend } from './append-peers';
import { seedMarketLog, seedUserEvents } from './rebuild-log';
import { reportWhenRun, type BenchLine } from './report';
import { subscriptionLag } from './subscription-lag';

const WRITERS = 16;
const ROUNDS = 3;
const SECONDS_PER_ROUND = 2;
const PGLITE_REBUILD_EVENTS = 100_000;
const POSTGRES_REBUILD_EVENTS = 1_000_000;
const POOL_SIZE = 20;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const load = { writers: WRITERS, seconds: SECONDS_PER_ROUND };

const freshDatabase = async (backend: 'PGlite' | 'PostgreSQL') => {
  const db = await createFreshDatabase(backend === 'PostgreSQL' ? serverUrl : '');
  await runMigrations(db, allMigrations);
  await rebuildProjections(db, allProjections);
  return db;
};

/**
 * Our store, Emmett's (in a database of its own on the same server) and a raw INSERT, each run for a short round in turn, ROUNDS times, so a
 * neighbour's load on the machine falls on all three alike. Rates are total appends / total time.
 */
const appendPeers = async (db: Database) => {
  const ours = oursAppend(new PostgresEventStore(db, applyInline(allProjections)));
  const raw = await rawInsertAppend(db);
  const emmettDatabase = await createScratchDatabase(serverUrl);
  const emmett = await emmettAppend(emmettDatabase.url, POOL_SIZE);
  const rates = { ours: [] as number[], emmett: [] as number[], raw: [] as number[] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      rates.ours.push(await appendsPerSecond(ours, load));
      rates.emmett.push(await appendsPerSecond(emmett.append, load));
      rates.raw.push(await appendsPerSecond(raw, load));
    }
  } finally {
    await emmett.close();
    await emmettDatabase.drop();
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { ours: mean(rates.ours), emmett: mean(rates.emmett), raw: mean(rates.raw) };
};

const postgresAppendLines = async (db: Database): Promise<BenchLine[]> => {
  const { ours, emmett, raw } = await appendPeers(db);
  const name = `(${WRITERS} writers, 1 event each)`;
  return [
    { name: `PostgreSQL appends/s, ours ${name}`, value: ours, unit: '/s' },
    { name: `PostgreSQL appends/s, Emmett ${name}`, value: emmett, unit: '/s' },
    { name: `PostgreSQL raw single-row INSERTs/s ${name}`, value: raw, unit: '/s' },
    { name: `appends/s, ours / raw single-row INSERT, side by side (${ROUNDS} rounds)`, value: ours / raw, unit: 'x', target: 0.5 },
    { name: `appends/s, ours / Emmett's PostgreSQL store, side by side (${ROUNDS} rounds)`, value: ours / emmett, unit: 'x', target: 2 },
  ];
};

const lagLines = async (db: Database): Promise<BenchLine[]> => {
  const store = new PostgresEventStore(db, applyInline(allProjections));
  const lag = await subscriptionLag(db, store, { appendsPerSecond: 2000, seconds: 3, writers: WRITERS, pollIntervalMs: 10 });
  const at = `${Math.round(lag.achievedRate).toLocaleString('en')} appends/s`;
  return [
    { name: `catch-up subscription lag p50 at ${at}`, value: lag.p50, unit: 'ms' },
    { name: `catch-up subscription lag p99 at ${at}`, value: lag.p99, unit: 'ms', target: 100, lowerIsBetter: true },
    { name: 'catch-up subscription: events skipped or seen twice', value: lag.skipped + lag.duplicates, unit: '', target: 0, lowerIsBetter: true },
  ];
};

const rate = (applied: number, started: number) => applied / ((performance.now() - started) / 1000);

/** Where a rebuild's time went: reading the log, folding events, writing rows, and the rest (tables, indexes, the swap). */
const splitLines = (label: string, timings: ReplayTimings, started: number): BenchLine[] => {
  const total = performance.now() - started;
  const parts = { 'reading the log': timings.read, folding: timings.fold, 'writing rows': timings.write };
  const rest = total - timings.read - timings.fold - timings.write;
  return Object.entries({ ...parts, 'the rest (tables, indexes, swap)': rest }).map(([part, ms]) => ({
    name: `${label}: ${part}, share of the time`,
    value: (100 * ms) / total,
    unit: '%',
  }));
};

/**
 * `projections:rebuild` over a log written in SQL: on PGlite 100,000 user events; on PostgreSQL
 * 1,000,000 events of users, credits and purchases (rebuild-log.ts), rebuilt offline (one
 * transaction) and then online (built beside the live tables, swapped in).
 */
const rebuildLines = async (db: Database, backend: 'PGlite' | 'PostgreSQL'): Promise<BenchLine[]> => {
  if (backend === 'PGlite') {
    await seedUserEvents(db, PGLITE_REBUILD_EVENTS);
    const started = performance.now();
    const applied = await rebuildProjections(db, allProjections);
    return [{ name: `PGlite projections:rebuild over ${applied} events`, value: rate(applied, started), unit: 'events/s' }];
  }
  await seedMarketLog(db, POSTGRES_REBUILD_EVENTS);
  const offlineTimings = { read: 0, fold: 0, write: 0 };
  const offlineStarted = performance.now();
  const offline = await rebuildProjections(db, allProjections, { timings: offlineTimings });
  const offlineRate = rate(offline, offlineStarted);
  const offlineSplit = splitLines('offline', offlineTimings, offlineStarted);
  const onlineTimings = { read: 0, fold: 0, write: 0 };
  const onlineStarted = performance.now();
  const online = await rebuildProjectionsOnline(db, allProjections, undefined, onlineTimings);
  return [
    { name: `PostgreSQL projections:rebuild over ${offline} events`, value: offlineRate, unit: 'events/s', target: 30_000 },
    ...offlineSplit,
    { name: `PostgreSQL projections:rebuild --online over ${online} events (no load)`, value: rate(online, onlineStarted), unit: 'events/s', target: 30_000 },
    ...splitLines('online', onlineTimings, onlineStarted),
  ];
};

export const benchEventStore = async (): Promise<BenchLine[]> => {
  const lines: BenchLine[] = [];
  for (const backend of ['PGlite', 'PostgreSQL'] as const) {
    const db = await freshDatabase(backend);
    try {
      if (backend === 'PostgreSQL') {
        lines.push(...(await postgresAppendLines(db)));
        lines.push(...(await lagLines(db)));
      } else {
        const store = new PostgresEventStore(db, applyInline(allProjections));
        lines.push({ name: `PGlite appends/s (${WRITERS} writers, 1 event each)`, value: await appendsPerSecond(oursAppend(store), load), unit: '/s' });
      }
      lines.push(...(await rebuildLines(db, backend)));
    } finally {
      await db.close();
    }
  }
  return lines;
};

reportWhenRun(module, benchEventStore);
