import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { CatchUpSubscription } from '../apps/api/src/infrastructure/event-store/catch-up-subscription';
import type { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { percentile } from './report';

export type LagLoad = { appendsPerSecond: number; seconds: number; writers: number; pollIntervalMs: number };

const probeType = 'BenchmarkLagProbed';

/**
 * Catch-up subscription lag under a paced append load: for each event, the time from its append
 * returning (committed) to the subscriber handling it. Appends are scheduled at fixed instants
 * (open loop), so a slow subscriber cannot slow the writers down and hide its own lag.
 */
export const subscriptionLag = async (db: Database, store: PostgresEventStore, load: LagLoad) => {
  const committedAt = new Map<string, number>();
  const lags: number[] = [];
  let duplicates = 0;
  const subscription = new CatchUpSubscription(
    db,
    store,
    `bench-lag-${randomUUID()}`,
    async (events) => {
      const now = performance.now();
      for (const event of events) {
        if (event.type !== probeType) continue;
        const committed = committedAt.get(event.eventId);
        if (committed === -1) duplicates++;
        // Handled before the writer's continuation ran: the lag is below what we can see.
        else lags.push(committed === undefined ? 0 : now - committed);
        committedAt.set(event.eventId, -1);
      }
    },
    { batchSize: 1000, pollIntervalMs: load.pollIntervalMs },
  );
  await subscription.catchUp();
  subscription.start();

  const total = load.appendsPerSecond * load.seconds;
  const started = performance.now();
  const writer = async (index: number) => {
    const streamId = `lag-${randomUUID()}`;
    for (let n = index, version = 0; n < total; n += load.writers, version++) {
      const due = started + (n / load.appendsPerSecond) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const eventId = randomUUID();
      const event = { eventId, type: probeType, data: { n }, metadata: { actorId: null, correlationId: eventId } };
      await store.append([{ streamId, expectedVersion: version, events: [event] }]);
      if (!committedAt.has(eventId)) committedAt.set(eventId, performance.now());
    }
  };
  await Promise.all(Array.from({ length: load.writers }, (_, i) => writer(i)));
  const achievedRate = total / ((performance.now() - started) / 1000);
  const drainDeadline = performance.now() + 5000;
  while (lags.length < total && performance.now() < drainDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await subscription.stop();

  return { p50: percentile(lags, 0.5), p99: percentile(lags, 0.99), skipped: total - lags.length, duplicates, achievedRate };
};
