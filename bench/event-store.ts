import { randomUUID } from 'node:crypto';
import { allMigrations } from '../apps/api/src/app.migrations';
import { allProjections } from '../apps/api/src/app.projections';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { runMigrations } from '../apps/api/src/infrastructure/database/migration';
import { createFreshDatabase } from '../apps/api/src/infrastructure/database/testing/fresh-database';
import { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { applyInline, rebuildProjections } from '../apps/api/src/infrastructure/projections/projection-runner';
import { report, type BenchLine } from './report';

const WRITERS = 16;
const APPEND_SECONDS = 5;
const REBUILD_EVENTS = 100_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freshDatabase = async (backend: 'PGlite' | 'PostgreSQL') => {
  const db = await createFreshDatabase(backend === 'PostgreSQL' ? serverUrl : '');
  await runMigrations(db, allMigrations);
  await rebuildProjections(db, allProjections);
  return db;
};

/** Single-event appends from 16 concurrent writers, each to its own stream, for a fixed time. */
const appendsPerSecond = async (db: Database) => {
  const store = new PostgresEventStore(db, applyInline(allProjections));
  const deadline = performance.now() + APPEND_SECONDS * 1000;
  let appended = 0;
  const writer = async () => {
    const streamId = `bench-${randomUUID()}`;
    for (let version = 0; performance.now() < deadline; version++) {
      const event = { eventId: randomUUID(), type: 'BenchmarkEventAppended', data: { version }, metadata: { actorId: null, correlationId: randomUUID() } };
      await store.append([{ streamId, expectedVersion: version, events: [event] }]);
      appended++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return appended / ((performance.now() - started) / 1000);
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
      lines.push({ name: `${backend} appends/s (${WRITERS} writers, 1 event each)`, value: await appendsPerSecond(db), unit: '/s', target: backend === 'PostgreSQL' ? 2000 : undefined });
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
