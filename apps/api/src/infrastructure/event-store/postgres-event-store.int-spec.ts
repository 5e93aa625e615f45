import { randomUUID } from 'node:crypto';
import { itOnServer, onPostgresServer } from '../../testing/database-backends';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database, SqlExecutor } from '../database/database';
import { CatchUpSubscription } from './catch-up-subscription';
import { DuplicateEventIdError, StreamVersionConflictError, type NewEvent, type RecordedEvent, type StreamWrite } from './event-store.types';
import { PostgresEventStore, type InlineEventHandler } from './postgres-event-store';
import { waitForOtherTransactions } from './testing/other-transactions';

/**
 * The event-store contract (ARCHITECTURE.md section 3). Runs on in-memory PGlite, and on the
 * PostgreSQL server when DATABASE_URL is set; PGlite serialises transactions, so the cases that
 * need two open transactions at once run on the server only.
 */
const newEvent = (type = 'SomethingHappened', data: object = {}): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { actorId: 1, correlationId: randomUUID() },
});

const countRows = async (db: SqlExecutor, streamId?: string) => {
  const { rows } = await db.query<{ n: number }>(
    streamId ? 'SELECT count(*)::int AS n FROM events WHERE stream_id = $1' : 'SELECT count(*)::int AS n FROM events',
    streamId ? [streamId] : [],
  );
  return rows[0]!.n;
};

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/** Resolves once `waiting` statements of this database (one by default) wait for a lock another transaction holds. */
const blockedOnALock = async (db: SqlExecutor, waiting = 1) => {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The first event of each stream in one append: 'stored', 'conflict', or the error it failed with. */
const appendFirstTo = (store: PostgresEventStore, streamIds: string[]) =>
  store.append(streamIds.map((streamId) => ({ streamId, expectedVersion: 0, events: [newEvent()] }))).then(
    () => 'stored',
    (error: unknown) => (error instanceof StreamVersionConflictError ? 'conflict' : error),
  );

describe(`event store contract (${onPostgresServer ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let db: Database;
  let inline: InlineEventHandler;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createMigratedSchema();
    await db.exec('CREATE TABLE inline_counts (stream_id text PRIMARY KEY, n int NOT NULL)');
    store = new PostgresEventStore(db, (event, tx) => inline(event, tx));
  });
  beforeEach(() => {
    inline = async () => undefined;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => db.close());

  const countInline = async (event: RecordedEvent, tx: SqlExecutor) => {
    await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
  };

  /**
   * An append held open after its insert (its inline projection waits), so a test can run
   * another append against it; `release` lets it commit, or roll back with `rollBack`.
   */
  const appendHeldOpen = async (writes: readonly StreamWrite[], { rollBack = false } = {}) => {
    const inserted = deferred();
    const released = deferred();
    const held = new Set(writes.flatMap((w) => w.events.map((e) => e.eventId)));
    const others = inline;
    inline = async (event, tx) => {
      if (!held.has(event.eventId)) return others(event, tx);
      inserted.resolve();
      await released.promise;
      if (rollBack) throw new Error('rolled back on purpose');
    };
    const appending = store.append(writes);
    await inserted.promise;
    return {
      appending,
      release: async () => {
        released.resolve();
        return appending.catch(() => undefined);
      },
    };
  };

  it('one append is one transaction: its events in one statement, then the inline projections', async () => {
    inline = async (event, tx) => {
      await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [`${event.streamId}#${event.streamVersion}`, event.streamVersion]);
    };
    const [transaction, query] = [jest.spyOn(db, 'transaction'), jest.spyOn(db, 'query')];
    const [a, b] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([
      { streamId: a, expectedVersion: 0, events: [newEvent(), newEvent()] },
      { streamId: b, expectedVersion: 'any', events: [newEvent()] },
    ]);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(query).not.toHaveBeenCalled();
    const { rows } = await db.query<{ stream_id: string }>('SELECT stream_id FROM inline_counts WHERE stream_id LIKE ANY($1)', [[`${a}#%`, `${b}#%`]]);
    expect(rows.map((r) => r.stream_id).sort()).toEqual([`${a}#1`, `${a}#2`, `${b}#1`].sort());
  });

  it("every value goes as a bind parameter: quotes, backslashes and '$1' in data are stored as given", async () => {
    const stream = `s-'quoted'\\-${randomUUID()}`;
    const data = { text: "l'utente \\ $1 ; DROP TABLE events; --", nested: { q: "'" } };
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent("it's", data)] }]);
    const [stored] = await store.readStream(stream);
    expect([stored!.type, stored!.data]).toEqual(["it's", data]);
  });

  it('alsoInTransaction writes commit with the events, and roll back with them on a conflict', async () => {
    const stream = `s-${randomUUID()}`;
    const claim = (n: number) => async (tx: SqlExecutor) =>
      void (await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET n = $2', [stream, n]));
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }], claim(1));
    await expect(store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }], claim(2))).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect((await db.query('SELECT n FROM inline_counts WHERE stream_id = $1', [stream])).rows).toEqual([{ n: 1 }]);
  });

  it('concurrent appends share one transaction (group commit); an append with other writes has one of its own, so its checks see the others', async () => {
    const transaction = jest.spyOn(db, 'transaction');
    const append = (alsoInTransaction?: (tx: SqlExecutor) => Promise<void>) =>
      store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }], alsoInTransaction);
    await Promise.all([append(), append(), append()]);
    expect(transaction).toHaveBeenCalledTimes(1);
    const check = async (tx: SqlExecutor) => void (await tx.query('SELECT 1'));
    await Promise.all([append(check), append(check)]);
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it('a unique violation in an inline write is an error, not a version conflict, and stores nothing', async () => {
    const stream = `s-${randomUUID()}`;
    inline = async (event, tx) => {
      await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, 1)', [event.streamId]);
    };
    const twice = store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent(), newEvent()] }]);
    await expect(twice).rejects.toMatchObject({ code: '23505' });
    await expect(twice).rejects.not.toBeInstanceOf(StreamVersionConflictError);
    expect(await countRows(db, stream)).toBe(0);
  });

  it('a stream short of its expected version is refused as a version conflict, and nothing of the append is stored nor projected', async () => {
    const [stream, other] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
    inline = countInline;
    const writes = [
      { streamId: other, expectedVersion: 0, events: [newEvent()] },
      { streamId: stream, expectedVersion: 3, events: [newEvent(), newEvent()] },
    ];
    await expect(store.append(writes)).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect([await countRows(db, stream), await countRows(db, other)]).toEqual([1, 0]);
    expect((await db.query('SELECT n FROM inline_counts WHERE stream_id = ANY($1)', [[stream, other]])).rows).toEqual([]);
  });

  itOnServer("two appends that deadlock on each other's streams: the one the server fails is a version conflict, the other is stored", async () => {
    const [s1, s2, s3] = [`s1-${randomUUID()}`, `s2-${randomUUID()}`, `s3-${randomUUID()}`];
    const holder = await appendHeldOpen([{ streamId: s3, expectedVersion: 0, events: [newEvent()] }], { rollBack: true });
    // A stores s1, then waits on s3; B stores s2, then waits on A's s1; A, let through, waits on B's s2.
    const a = appendFirstTo(store, [s1, s3, s2]);
    await blockedOnALock(db);
    const b = appendFirstTo(store, [s2, s1]);
    await blockedOnALock(db, 2);
    await holder.release();
    expect((await Promise.all([a, b])).sort()).toEqual(['conflict', 'stored']);
    expect((await countRows(db, s1)) + (await countRows(db, s2))).toBe(2);
  });

  it("production safety 5: a write without events only checks its stream's version; once that stream moved on, the append is a version conflict and stores nothing", async () => {
    const [written, checked, absent] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: checked, expectedVersion: 0, events: [newEvent()] }]);
    const held = [
      { streamId: checked, expectedVersion: 1, events: [] },
      { streamId: absent, expectedVersion: 0, events: [] },
    ];
    await store.append([...held, { streamId: written, expectedVersion: 0, events: [newEvent()] }]);
    await store.append([{ streamId: checked, expectedVersion: 1, events: [newEvent()] }]);
    const stale = store.append([...held, { streamId: written, expectedVersion: 1, events: [newEvent(), newEvent()] }]);
    await expect(stale).rejects.toBeInstanceOf(StreamVersionConflictError);
    const staleAlone = store.append([{ streamId: written, expectedVersion: 1, events: [] }, ...held]);
    await expect(staleAlone).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect([await countRows(db, written), await countRows(db, checked), await countRows(db, absent)]).toEqual([1, 2, 0]);
  });

  it('reads what a decision folds for several streams in one query, each in version order, a missing one empty', async () => {
    const [a, b, missing] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([
      { streamId: a, expectedVersion: 0, events: [newEvent('A1'), newEvent('A2')] },
      { streamId: b, expectedVersion: 0, events: [newEvent('B1')] },
    ]);
    const query = jest.spyOn(db, 'query');
    const histories = await store.readHistories([b, missing, a]);
    expect(query).toHaveBeenCalledTimes(1);
    expect(histories.map((events) => events.map((e) => [e.streamId, e.type, e.streamVersion]))).toEqual([
      [[b, 'B1', 1]],
      [],
      [
        [a, 'A1', 1],
        [a, 'A2', 2],
      ],
    ]);
  });

  it('two writers on one expected version: exactly one wins, the other conflicts', async () => {
    const stream = `s-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      [newEvent(), newEvent()].map((event) => store.append([{ streamId: stream, expectedVersion: 0, events: [event] }])),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(StreamVersionConflictError);
    expect(await countRows(db, stream)).toBe(1);
  });

  it('an event id already stored under another append is a DuplicateEventIdError, not a retry', async () => {
    const reused = newEvent();
    await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [reused] }]);
    const stream = `s-${randomUUID()}`;
    await expect(store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent(), reused] }])).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await countRows(db, stream)).toBe(0);
  });

  itOnServer('a retry while the original is still uncommitted waits for it and answers the original result', async () => {
    const stream = `s-${randomUUID()}`;
    const events = [newEvent()];
    const original = await appendHeldOpen([{ streamId: stream, expectedVersion: 0, events }]);
    const retry = store.append([{ streamId: stream, expectedVersion: 0, events }]);
    await blockedOnALock(db);
    await original.release();
    const [first, again] = await Promise.all([original.appending, retry]);
    expect(again.alreadyAppended).toBe(true);
    expect(again.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
    expect(await countRows(db, stream)).toBe(1);
  });

  itOnServer('a stream only checked is locked shared: two checks of it run side by side, and an append to it waits for their commit', async () => {
    const [checked, a, b] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: checked, expectedVersion: 0, events: [newEvent()] }]);
    const first = await appendHeldOpen([
      { streamId: checked, expectedVersion: 1, events: [] },
      { streamId: a, expectedVersion: 0, events: [newEvent()] },
    ]);
    // Two purchases of one seller's practices: the second is not held up by the first's open transaction.
    await store.append([
      { streamId: checked, expectedVersion: 1, events: [] },
      { streamId: b, expectedVersion: 0, events: [newEvent()] },
    ]);
    const moved = store.append([{ streamId: checked, expectedVersion: 1, events: [newEvent('Moved')] }]);
    await blockedOnALock(db);
    await first.release();
    await expect(moved).resolves.toMatchObject({ nextVersions: { [checked]: 2 } });
    expect([await countRows(db, a), await countRows(db, b), await countRows(db, checked)]).toEqual([1, 1, 2]);
  });

  itOnServer('a check waits for an uncommitted append to the stream it checks, then conflicts: a block committed meanwhile refuses the purchase', async () => {
    const [checked, other] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: checked, expectedVersion: 0, events: [newEvent()] }]);
    const block = await appendHeldOpen([{ streamId: checked, expectedVersion: 1, events: [newEvent('Blocked')] }]);
    const purchase = store.append([
      { streamId: checked, expectedVersion: 1, events: [] },
      { streamId: other, expectedVersion: 0, events: [newEvent()] },
    ]);
    await blockedOnALock(db);
    await block.release();
    await expect(purchase).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect([await countRows(db, checked), await countRows(db, other)]).toEqual([2, 0]);
  });

  describe.each([
    ['rolls back', 'wins'],
    ['commits', 'conflicts'],
  ])('an append blocked by another transaction on the same version', (ending, outcome) => {
    itOnServer(`${outcome} when the other transaction ${ending}`, async () => {
      const stream = `s-${randomUUID()}`;
      const other = await appendHeldOpen([{ streamId: stream, expectedVersion: 0, events: [newEvent('Other')] }], { rollBack: ending === 'rolls back' });
      const blocked = store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent('Blocked')] }]);
      await blockedOnALock(db);
      await other.release();
      if (outcome === 'wins') {
        await expect(blocked).resolves.toMatchObject({ alreadyAppended: false, nextVersions: { [stream]: 1 } });
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Blocked']);
      } else {
        await expect(blocked).rejects.toBeInstanceOf(StreamVersionConflictError);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Other']);
      }
    });
  });

  it('appends to a new stream and reads it back in version order', async () => {
    const stream = `s-${randomUUID()}`;
    const result = await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent('A', { n: 1 }), newEvent('B')] }]);
    expect(result.nextVersions[stream]).toBe(2);
    const events = await store.readStream(stream);
    expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(events[0]!.data).toEqual({ n: 1 });
    expect(events[0]!.metadata).toMatchObject({ actorId: 1 });
  });

  it('refuses a wrong expected version with a typed conflict and stores nothing', async () => {
    const stream = `s-${randomUUID()}`;
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
    await expect(store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }])).rejects.toBeInstanceOf(StreamVersionConflictError);
    await expect(store.append([{ streamId: stream, expectedVersion: 5, events: [newEvent()] }])).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await countRows(db, stream)).toBe(1);
  });

  it('50 concurrent appends with the same expected version: exactly one wins, the rest conflict and add no rows (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const stream = `race-${randomUUID()}`;
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, () => store.append([{ streamId: stream, expectedVersion: 1, events: [newEvent()] }])),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost.every((o) => o.reason instanceof StreamVersionConflictError)).toBe(true);
      expect(await countRows(db, stream)).toBe(2);
    }
  });

  it('a retried append with the same event ids stores nothing twice', async () => {
    const stream = `s-${randomUUID()}`;
    const events = [newEvent(), newEvent()];
    const first = await store.append([{ streamId: stream, expectedVersion: 0, events }]);
    const retry = await store.append([{ streamId: stream, expectedVersion: 0, events }]);
    expect(first.alreadyAppended).toBe(false);
    expect(retry.alreadyAppended).toBe(true);
    expect(retry.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
    expect(await countRows(db, stream)).toBe(2);
  });

  it('concurrent retries of one append store it once', async () => {
    const stream = `s-${randomUUID()}`;
    const events = [newEvent()];
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => store.append([{ streamId: stream, expectedVersion: 0, events }])));
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    expect(await countRows(db, stream)).toBe(1);
  });

  it('appends to several streams atomically: one conflict writes none of them', async () => {
    const wallet = `wallet-${randomUUID()}`;
    const practice = `practice-${randomUUID()}`;
    await store.append([{ streamId: practice, expectedVersion: 0, events: [newEvent()] }]);
    await expect(
      store.append([
        { streamId: wallet, expectedVersion: 0, events: [newEvent('CreditsSpent')] },
        { streamId: practice, expectedVersion: 0, events: [newEvent('PracticeAccessPurchased')] },
      ]),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await countRows(db, wallet)).toBe(0);
    const both = await store.append([
      { streamId: wallet, expectedVersion: 0, events: [newEvent('CreditsSpent')] },
      { streamId: practice, expectedVersion: 1, events: [newEvent('PracticeAccessPurchased')] },
    ]);
    expect(both.nextVersions).toEqual({ [wallet]: 1, [practice]: 2 });
  });

  it('runs inline projections in the append transaction: a failing projection stores no event', async () => {
    const stream = `s-${randomUUID()}`;
    inline = async (event, tx) => {
      await tx.query(`INSERT INTO inline_counts (stream_id, n) VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = inline_counts.n + 1`, [event.streamId]);
      if (event.type === 'Poison') throw new Error('projection failed');
    };
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
    await expect(store.append([{ streamId: stream, expectedVersion: 1, events: [newEvent('Poison')] }])).rejects.toThrow('projection failed');
    expect(await countRows(db, stream)).toBe(1);
    const { rows } = await db.query<{ n: number }>('SELECT n FROM inline_counts WHERE stream_id = $1', [stream]);
    expect(rows[0]!.n).toBe(1);
  });

  describe('catch-up subscription', () => {
    /** A subscription that has caught up with the log and remembers only what comes next. */
    const subscribeAtEnd = async (id = `sub-${randomUUID()}`) => {
      const seen: RecordedEvent[] = [];
      const subscription = new CatchUpSubscription(db, store, id, async (events) => {
        seen.push(...events);
      });
      await waitForOtherTransactions(db);
      await subscription.catchUp();
      seen.length = 0;
      return { seen, subscription };
    };

    it('resumes from its stored checkpoint', async () => {
      const id = `sub-${randomUUID()}`;
      await subscribeAtEnd(id);
      const stream = `s-${randomUUID()}`;
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
      const resumed: RecordedEvent[] = [];
      await waitForOtherTransactions(db);
      await new CatchUpSubscription(db, store, id, async (events) => {
        resumed.push(...events);
      }).catchUp();
      expect(resumed.map((e) => e.streamId)).toEqual([stream]);
    });

    it('sees every event exactly once, in commit order, while many streams are appended concurrently', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      const timeline: { eventId: string; startedAt: bigint; committedAt: bigint }[] = [];
      const streams = Array.from({ length: 20 }, () => `many-${randomUUID()}`);
      const writer = async (stream: string) => {
        for (let version = 0; version < 15; version++) {
          const event = newEvent('Appended', { version });
          const startedAt = process.hrtime.bigint();
          await store.append([{ streamId: stream, expectedVersion: version, events: [event] }]);
          timeline.push({ eventId: event.eventId, startedAt, committedAt: process.hrtime.bigint() });
        }
      };
      let writing = true;
      const reader = (async () => {
        while (writing) {
          await subscription.processNextBatch();
          // As the running subscription waits between polls: PGlite answers in microtasks, and a
          // loop that never yields would starve the appends' group commit (a setImmediate).
          await new Promise(setImmediate);
        }
      })();
      await Promise.all(streams.map(writer));
      writing = false;
      await reader;
      await waitForOtherTransactions(db);
      await subscription.catchUp();

      const order = new Map(seen.map((e, index) => [e.eventId, index]));
      expect(seen).toHaveLength(timeline.length);
      expect(order.size).toBe(timeline.length);
      for (const stream of streams) {
        const versions = seen.filter((e) => e.streamId === stream).map((e) => e.streamVersion);
        expect(versions).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      }
      // Commit order: an append that committed before another started is delivered first.
      const sorted = [...timeline].sort((a, b) => Number(a.committedAt - b.committedAt));
      for (const later of timeline) {
        for (const earlier of sorted) {
          if (earlier.committedAt >= later.startedAt) break;
          expect(order.get(earlier.eventId)!).toBeLessThan(order.get(later.eventId)!);
        }
      }
    });

    itOnServer('does not skip a slow transaction that commits after a faster one', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      const slowStream = `slow-${randomUUID()}`;
      const fastStream = `fast-${randomUUID()}`;
      const slow = await appendHeldOpen([{ streamId: slowStream, expectedVersion: 0, events: [newEvent()] }]);
      await store.append([{ streamId: fastStream, expectedVersion: 0, events: [newEvent()] }]);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).not.toContain(fastStream);
      await slow.release();
      await waitForOtherTransactions(db);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([slowStream, fastStream]);
    });

    itOnServer('is not stalled by a rolled-back append', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      const doomed = await appendHeldOpen([{ streamId: `doomed-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }], { rollBack: true });
      const after = `after-${randomUUID()}`;
      await store.append([{ streamId: after, expectedVersion: 0, events: [newEvent()] }]);
      await doomed.release();
      await waitForOtherTransactions(db);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([after]);
    });

    it('is not stalled by a rolled-back append (serialised)', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      inline = async () => {
        throw new Error('rolled back');
      };
      await store.append([{ streamId: `doomed-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }]).catch(() => undefined);
      inline = async () => undefined;
      const after = `after-${randomUUID()}`;
      await store.append([{ streamId: after, expectedVersion: 0, events: [newEvent()] }]);
      await waitForOtherTransactions(db);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([after]);
    });
  });
});
