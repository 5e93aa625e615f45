import { randomUUID } from 'node:crypto';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database } from '../database/database';
import { MetricsService } from '../observability/metrics.service';
import { CatchUpSubscription } from './catch-up-subscription';
import { CatchUpSubscriptions } from './catch-up-subscriptions';
import type { RecordedEvent } from './event-store.types';
import { PostgresEventStore } from './postgres-event-store';
import { waitForOtherTransactions } from './testing/other-transactions';

const newEvent = (type = 'Appended') => ({ eventId: randomUUID(), type, data: {}, metadata: { actorId: null, correlationId: 'test' } });

const waitUntil = async (condition: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('asynchronous processors (CatchUpSubscriptions): lag metrics and shutdown after the current batch', () => {
  let db: Database;
  let store: PostgresEventStore;
  let metrics: MetricsService;
  let processors: CatchUpSubscriptions;

  beforeAll(async () => {
    db = await createMigratedSchema();
    store = new PostgresEventStore(db);
  });
  beforeEach(() => {
    metrics = new MetricsService();
    processors = new CatchUpSubscriptions(db, store, metrics);
  });
  afterAll(() => db.close());

  const appendEvents = (count: number) =>
    store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: Array.from({ length: count }, () => newEvent()) }]);
  const checkpointOf = async (id: string) =>
    (await db.query<{ global_position: number }>('SELECT global_position FROM subscription_checkpoints WHERE subscription_id = $1', [id])).rows[0]
      ?.global_position;
  const value = async (metric: 'processorLag' | 'processorEvents', processor: string) =>
    (await metrics[metric].get()).values.find((v) => v.labels.processor === processor)?.value;

  it('reports events handled and the lag, which falls to 0 once the processor has caught up', async () => {
    const id = `lag-${randomUUID()}`;
    const { events } = await appendEvents(3);
    const all = (await store.readAll(0, 100_000)).length;
    await waitForOtherTransactions(db);
    let handled = 0;
    processors.start(id, async (batch) => void (handled += batch.length), { batchSize: 100_000, pollIntervalMs: 20 });
    await waitUntil(() => handled >= all);
    await waitUntil(async () => (await value('processorLag', id)) === 0);
    expect(await value('processorEvents', id)).toBe(all);
    expect(await value('processorLag', id)).toBe(0);
    expect(await checkpointOf(id)).toBe(events[2]!.globalPosition);
    await processors.onApplicationShutdown();
  });

  it('the lag is the age of the oldest event of the batch just handled', () => {
    const recordedAt = new Date('2026-11-22T10:00:00Z');
    metrics.recordProcessorBatch('expiry', 4, recordedAt, new Date('2026-11-22T10:00:02.5Z'));
    return expect(value('processorLag', 'expiry')).resolves.toBe(2.5);
  });

  it('at shutdown a processor finishes the batch under way, saves its checkpoint, and takes no other batch', async () => {
    const id = `stop-${randomUUID()}`;
    const before = await store.readAll(0, 100_000);
    // Start after everything already in the log: only the next 6 events matter.
    await db.query(`INSERT INTO subscription_checkpoints (subscription_id, transaction_id, global_position) VALUES ($1, $2::xid8, $3)`, [
      id,
      before.at(-1)!.transactionId,
      before.at(-1)!.globalPosition,
    ]);
    for (let i = 0; i < 3; i++) await appendEvents(2);
    await waitForOtherTransactions(db);
    const batches: RecordedEvent[][] = [];
    let release: () => void = () => undefined;
    const firstBatchHeld = new Promise<void>((resolve) => (release = resolve));
    processors.start(
      id,
      async (batch) => {
        batches.push([...batch]);
        await firstBatchHeld;
      },
      { batchSize: 2, pollIntervalMs: 20 },
    );
    await waitUntil(() => batches.length === 1);
    const stopping = processors.onApplicationShutdown();
    release();
    await stopping;
    expect(batches).toHaveLength(1);
    expect(await checkpointOf(id)).toBe(batches[0]!.at(-1)!.globalPosition);
    await new Promise((r) => setTimeout(r, 100));
    expect(batches).toHaveLength(1);
  });

  it('a subscription given its event types reads only those, and its checkpoint moves past the others: they are never read again', async () => {
    const id = `types-${randomUUID()}`;
    const appendTypes = (...types: string[]) => store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: types.map(newEvent) }]);
    // Committed events the checkpoint has not passed yet (0 once it moved past every one).
    const unread = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            `SELECT count(*) AS n FROM events e WHERE (e.transaction_id, e.global_position) >
               coalesce((SELECT (c.transaction_id, c.global_position) FROM subscription_checkpoints c WHERE c.subscription_id = $1), ('0'::xid8, 0))`,
            [id],
          )
        ).rows[0]!.n,
      );
    const handled: string[] = [];
    const subscription = new CatchUpSubscription(db, store, id, async (batch) => void handled.push(...batch.map((e) => `${e.type} ${e.streamId}`)), {
      batchSize: 2,
      pollIntervalMs: 20,
      types: ['Wanted'],
    });
    // Only other events in the log: nothing is handled, yet the checkpoint passes them all.
    await waitUntil(async () => (await subscription.processNextBatch(), (await unread()) === 0));
    expect([handled, await unread()]).toEqual([[], 0]);

    const { events } = await appendTypes('Appended', 'Wanted', 'Appended', 'Wanted', 'Wanted', 'Appended');
    await waitUntil(async () => (await subscription.catchUp(), (await unread()) === 0));
    const wanted = events.filter((e) => e.type === 'Wanted').map((e) => `Wanted ${e.streamId}`);
    expect([handled, await unread()]).toEqual([wanted, 0]);
    // Caught up, a poll reads nothing and writes nothing.
    expect(await subscription.processNextBatch()).toBe(0);
    expect(handled).toEqual(wanted);
  });

  it('with onceOnlyEffects the handler runs before the checkpoint moves, outside its transaction: it may append (PGlite runs one transaction at a time)', async () => {
    const id = `once-${randomUUID()}`;
    // Start after everything already in the log.
    const start = (await appendEvents(1)).events[0]!;
    await db.query(`INSERT INTO subscription_checkpoints (subscription_id, transaction_id, global_position) VALUES ($1, $2::xid8, $3)`, [
      id,
      start.transactionId,
      start.globalPosition,
    ]);
    const { events } = await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent('Wanted')] }]);
    await waitForOtherTransactions(db);
    const checkpointsSeen: (number | undefined)[] = [];
    const subscription = new CatchUpSubscription(
      db,
      store,
      id,
      async (batch) => {
        checkpointsSeen.push(await checkpointOf(id));
        // An append of its own, as the saved-search matcher's once-only alerts.
        await store.append(batch.map((e) => ({ streamId: `echo-${e.eventId}`, expectedVersion: 0, events: [newEvent('Echo')] })));
      },
      { batchSize: 10, pollIntervalMs: 20, types: ['Wanted'], onceOnlyEffects: true },
    );
    expect(await subscription.processNextBatch()).toBe(1);
    expect(checkpointsSeen).toEqual([start.globalPosition]);
    expect(await store.readStream(`echo-${events[0]!.eventId}`)).toHaveLength(1);
    // The checkpoint moved past it once the handler was done: the next poll handles nothing.
    expect(await subscription.processNextBatch()).toBe(0);
    expect(checkpointsSeen).toHaveLength(1);
  });
});
