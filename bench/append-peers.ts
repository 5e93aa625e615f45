import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import type { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';

/** One writer's next append; `version` counts from 0 on the writer's own stream. */
export type AppendOnce = (streamId: string, version: number) => Promise<void>;

export type AppendLoad = { writers: number; seconds: number };

/** Single-event appends from concurrent writers, each to its own stream, for a fixed time. */
export const appendsPerSecond = async (append: AppendOnce, load: AppendLoad) => {
  const deadline = performance.now() + load.seconds * 1000;
  let appended = 0;
  const writer = async () => {
    const streamId = `bench-${randomUUID()}`;
    for (let version = 0; performance.now() < deadline; version++) {
      await append(streamId, version);
      appended++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.writers }, writer));
  return appended / ((performance.now() - started) / 1000);
};

const benchEvent = (version: number) => ({
  eventId: randomUUID(),
  type: 'BenchmarkEventAppended',
  data: { version },
  metadata: { actorId: null, correlationId: randomUUID() },
});

/** Our store, as the API uses it: no caller transaction, inline projections registered. */
export const oursAppend =
  (store: PostgresEventStore): AppendOnce =>
  async (streamId, version) => {
    await store.append([{ streamId, expectedVersion: version, events: [benchEvent(version)] }]);
  };

/**
 * The limit: one prepared single-row INSERT into a table with one unique index, no version check.
 * Same pool, same payload, so the gap to it is what the store's guarantees cost.
 */
export const rawInsertAppend = async (db: Database): Promise<AppendOnce> => {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_raw_inserts (event_id uuid NOT NULL UNIQUE, stream_id text NOT NULL, data jsonb NOT NULL)');
  return async (streamId, version) => {
    const event = benchEvent(version);
    await db.query('INSERT INTO bench_raw_inserts (event_id, stream_id, data) VALUES ($1, $2, $3)', [event.eventId, streamId, event.data], 'bench_raw_insert');
  };
};

type EmmettModule = typeof import('@event-driven-io/emmett-postgresql');

/**
 * Emmett's PostgreSQL event store on the same server and database, with a pool as large as ours.
 * Emmett ships CommonJS beside ESM; import() keeps working if it ever goes ESM-only.
 */
export const emmettAppend = async (connectionString: string, poolSize: number) => {
  const { getPostgreSQLEventStore } = (await import('@event-driven-io/emmett-postgresql')) as EmmettModule;
  const pool = new Pool({ connectionString, max: poolSize });
  // pool.end() resolves before its connections are gone; the scratch database's forced drop may
  // then terminate one, which is expected and must not crash the bench.
  pool.on('error', () => undefined);
  const store = getPostgreSQLEventStore(connectionString, { connectionOptions: { pool } as never });
  await store.schema.migrate();
  const append: AppendOnce = async (streamId, version) => {
    const event = benchEvent(version);
    await store.appendToStream(streamId, [{ type: event.type, data: event.data, metadata: event.metadata }], {
      expectedStreamVersion: BigInt(version),
    });
  };
  const close = async () => {
    await store.close();
    await pool.end().catch(() => undefined);
  };
  return { append, close };
};
