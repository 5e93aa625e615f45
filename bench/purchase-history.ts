import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { baseAccessCredits, walletStreamId } from '@pratiche/domain';
import { EVENT_STORE } from '../apps/api/src/infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { createApprovedPractice, createFastBuyers, createFastUser, type FastUser } from '../apps/api/src/testing/marketplace';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';
import { REQUESTS } from './http-timing';
import { percentile, reportWhenRun, type BenchLine } from './report';

/** The issue 48 history: a buyer's earlier purchases. */
const HISTORY = 2_000;
/** Unmeasured purchases of each kind first: cold code, the pool's connections. */
const WARM_UP = 20;
const SELLERS = 10;
/** Appended per call while seeding: one transaction per chunk, the inline read models written as appends write them. */
const CHUNK = 200;
const TARGET_RATIO = 1.2;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The buyer's history straight into the event store, through its append (so the inline read
 * models, users_view's balance among them, are written as a purchase writes them): credits for
 * the history and the measured purchases, then HISTORY CreditsSpent of earlier base purchases.
 */
const seedHistory = async (t: TestApp, buyerId: number, practiceIds: readonly number[], later: number) => {
  const store = t.app.get<PostgresEventStore>(EVENT_STORE);
  const at = new Date().toISOString();
  const metadata = { actorId: 'system' as const, correlationId: randomUUID() };
  const credits = (HISTORY + later) * baseAccessCredits;
  const events = [
    { type: 'CreditsAdded', data: { userId: buyerId, at, credits, by: 1, method: 'pin' } },
    ...Array.from({ length: HISTORY }, (_, i) => ({
      type: 'CreditsSpent',
      data: { userId: buyerId, at, credits: baseAccessCredits, practiceId: practiceIds[i % practiceIds.length]!, accessType: 'base', hours: null },
    })),
  ];
  for (let i = 0; i < events.length; i += CHUNK) {
    await store.append([
      { streamId: walletStreamId(buyerId), expectedVersion: 'any', events: events.slice(i, i + CHUNK).map((e) => ({ eventId: randomUUID(), ...e, metadata })) },
    ]);
  }
};

/** One base purchase through loopback HTTP, timed to its last byte. */
const timedPurchase = async (origin: string, buyer: FastUser, practiceId: number) => {
  const started = performance.now();
  const res = await fetch(`${origin}${apiRoutes.marketplaceView(practiceId)}`, {
    method: 'POST',
    headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ accessType: 'base' }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`purchase of ${practiceId} failed: ${res.status}`);
  return performance.now() - started;
};

/**
 * Issue 48, "a purchase costs the same whatever the history": base purchases of a buyer with
 * HISTORY earlier purchases against those of fresh buyers (each buying its first practice), one
 * of each in turn, sequential, on PostgreSQL through loopback HTTP; the medians and their ratio.
 */
export const benchPurchaseHistory = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const count = WARM_UP + REQUESTS;
    const sellers = await Promise.all(Array.from({ length: SELLERS }, () => createFastUser(t, { isCedente: true, isCessionario: false })));
    const practices: number[] = [];
    for (let i = 0; i < 2 * count; i += 50) {
      practices.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => createApprovedPractice(t, sellers[(i + j) % SELLERS]!.id)))));
    }
    const heavy = await createFastUser(t);
    await seedHistory(t, heavy.id, practices.slice(0, 20), count);
    const fresh = await createFastBuyers(t, count, baseAccessCredits);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const samples = { heavy: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < count; i++) {
      const heavyMs = await timedPurchase(origin, heavy, practices[2 * i]!);
      const freshMs = await timedPurchase(origin, fresh[i]!, practices[2 * i + 1]!);
      if (i >= WARM_UP) {
        samples.heavy.push(heavyMs);
        samples.fresh.push(freshMs);
      }
    }
    const heavyMedian = percentile(samples.heavy, 0.5);
    const freshMedian = percentile(samples.fresh, 0.5);
    return [
      { name: `base purchase, fresh buyer: median (${REQUESTS} sequential, loopback HTTP, PostgreSQL)`, value: freshMedian, unit: 'ms' },
      { name: `base purchase, buyer with ${HISTORY.toLocaleString('en')} earlier purchases: median`, value: heavyMedian, unit: 'ms' },
      { name: `  its p90 (fresh buyer's ${percentile(samples.fresh, 0.9).toFixed(1)} ms)`, value: percentile(samples.heavy, 0.9), unit: 'ms' },
      { name: 'buyer with history / fresh buyer, medians', value: heavyMedian / freshMedian, unit: 'x', target: TARGET_RATIO, lowerIsBetter: true },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchPurchaseHistory);
