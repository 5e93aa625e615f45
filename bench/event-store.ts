import { allMigrations } from '../apps/api/src/app.migrations';
import { allProjections } from '../apps/api/src/app.projections';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { runMigrations } from '../apps/api/src/infrastructure/database/migration';
import { createFreshDatabase, createScratchDatabase } from '../apps/api/src/infrastructure/database/testing/fresh-database';
import { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { applyInline, rebuildProjections } from '../apps/api/src/infrastructure/projections/projection-runner';
import { appendsPerSecond, emmettAppend, oursAppend, rawInsertAppend } from './append-peers';
import { report, type BenchLine } from './report';
import { subscriptionLag } from './subscription-lag';

const WRITERS = 16;
const ROUNDS = 3;
const SECONDS_PER_ROUND = 2;
const REBUILD_EVENTS = 100_000;
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

/** Seeds the log with users registering and being approved: the events the read models handle. */
const seedUserEvents = async (db: Database, count: number) => {
  const users = count / 2;
  const metadata = `jsonb_build_object('actorId', 'system', 'correlationId', gen_random_uuid()::text)`;
  await db.exec(`
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'user-' || (100000 + n), 1, gen_random_uuid(), 'UserRegistered', jsonb_build_object(
      'userId', 100000 + n, 'username', 'utente' || n, 'companyName', 'Azienda ' || n,
      'vatNumber', lpad(n::text, 11, '0'), 'legalRepName', 'Mario Rossi', 'phone', '3331234567',
      'email', 'utente' || n || '@example.it', 'isCedente', n % 2 = 0, 'isCessionario', true, 'isAdmin', false,
      'businessDocument', jsonb_build_object('originalName', 'visura.pdf', 'filename', md5(n::text) || '.pdf'),
      'registeredAt', '2026-01-01T00:00:00.000Z'), ${metadata}
    FROM generate_series(1, ${users}) AS n;
    INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
    SELECT 'user-' || (100000 + n), 2, gen_random_uuid(), 'UserApproved', jsonb_build_object(
      'userId', 100000 + n, 'by', 1, 'at', '2026-01-02T00:00:00.000Z'), ${metadata}
    FROM generate_series(1, ${users}) AS n;
  `);
};

const rebuildEventsPerSecond = async (db: Database) => {
  await seedUserEvents(db, REBUILD_EVENTS);
  const started = performance.now();
  const applied = await rebuildProjections(db, allProjections);
  return { applied, rate: applied / ((performance.now() - started) / 1000) };
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
      const { applied, rate } = await rebuildEventsPerSecond(db);
      lines.push({ name: `${backend} projections:rebuild over ${applied} events`, value: rate, unit: 'events/s', target: 20_000 });
    } finally {
      await db.close();
    }
  }
  return lines;
};

if (require.main === module) {
  benchEventStore()
    .then((lines) => report(lines))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
