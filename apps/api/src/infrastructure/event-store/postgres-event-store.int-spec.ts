import { randomUUID } from 'node:crypto';
import { allMigrations } from '../../app.migrations';
import type { ClosingRead, Database, SqlExecutor } from '../database/database';
import { sqlLiteral } from '../database/sql-literal';
import { runMigrations } from '../database/migration';
import { createFreshDatabase } from '../database/testing/fresh-database';
import { itOnServer, onPostgresServer } from '../../testing/database-backends';
import { CatchUpSubscription } from './catch-up-subscription';
import { DuplicateEventIdError, StreamVersionConflictError, type NewEvent, type RecordedEvent } from './event-store.types';
import { PostgresEventStore, type InlineEventHandler } from './postgres-event-store';

/**
 * The event-store contract (ARCHITECTURE.md section 3). Runs on in-memory PGlite, and on the
 * PostgreSQL server when DATABASE_URL is set; PGlite serialises transactions, so the cases that
 * need two open transactions at once run on the server only. Every case runs on both append
 * paths: the one-statement path (one event, one stream, no inline projection for its type), the
 * transactional one, forced here by an inline handler that claims every type, and the scripted
 * ones, taken when the inline handler declares that it only writes: in one round trip when it
 * reads nothing that only the insert assigns, else in two (forced here by reading the position).
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

/** An outside transaction holds `streamId`'s first version; the answer releases it (the transaction rolls back). */
const holdFirstVersion = async (db: Database, store: PostgresEventStore, streamId: string) => {
  const held = deferred();
  const release = deferred();
  const outside = db
    .transaction(async (tx) => {
      await store.append([{ streamId, expectedVersion: 0, events: [newEvent()] }], tx);
      held.resolve();
      await release.promise;
      throw new Error('rolled back on purpose');
    })
    .catch(() => undefined);
  await held.promise;
  return async () => {
    release.resolve();
    await outside;
  };
};

/** The first event of each stream in one append: 'stored', 'conflict', or the error it failed with. */
const appendFirstTo = (store: PostgresEventStore, streamIds: string[]) =>
  store.append(streamIds.map((streamId) => ({ streamId, expectedVersion: 0, events: [newEvent()] }))).then(
    () => 'stored',
    (error: unknown) => (error instanceof StreamVersionConflictError ? 'conflict' : error),
  );

const paths = [
  ['one-statement path', (inlineTypes: string[]) => (type: string) => inlineTypes.includes(type)],
  ['transactional path', () => () => true],
  ['one-trip path', () => () => true],
  ['two-trip path', () => () => true],
] as const;

/** The Database method each scripted path sends its append with. */
const scriptedMethods = { 'one-trip path': 'oneTripTransaction', 'two-trip path': 'scriptedTransaction' } as const;

describe.each(paths)(`event store contract (${onPostgresServer ? 'PostgreSQL server' : 'PGlite'}, %s)`, (path, handlesType) => {
  let db: Database;
  let inline: InlineEventHandler;
  let inlineTypes: string[];
  let store: PostgresEventStore;
  const positionsSeen: unknown[] = [];

  beforeAll(async () => {
    db = await createFreshDatabase();
    await runMigrations(db, allMigrations);
    await db.exec('CREATE TABLE inline_counts (stream_id text PRIMARY KEY, n int NOT NULL)');
    const handler = Object.assign(
      (event: RecordedEvent, tx: SqlExecutor) => {
        if (path === 'two-trip path') positionsSeen.push(event.globalPosition);
        return inline(event, tx);
      },
      { handlesType: (type: string) => handlesType(inlineTypes)(type), onlyWrites: path in scriptedMethods ? () => true : undefined },
    );
    store = new PostgresEventStore(db, handler);
  });
  beforeEach(() => {
    inline = async () => undefined;
    inlineTypes = [];
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => db.close());

  if (path === 'one-statement path') {
    it('a single-event append to one stream that no inline projection handles is one statement in autocommit', async () => {
      const transaction = jest.spyOn(db, 'transaction');
      const query = jest.spyOn(db, 'query');
      await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent('Unprojected')] }]);
      expect(transaction).not.toHaveBeenCalled();
      expect(query).toHaveBeenCalledTimes(1);
    });

    it('an append whose type an inline projection handles, or of several events, keeps the transaction', async () => {
      inlineTypes = ['Projected'];
      const transaction = jest.spyOn(db, 'transaction');
      await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent('Projected')] }]);
      await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent(), newEvent()] }]);
      expect(transaction).toHaveBeenCalledTimes(2);
    });
  }

  if (path !== 'one-statement path') {
    itOnServer('two lone appends that deadlock on each other\'s streams: the one the server fails is a version conflict, the other is stored', async () => {
      const [s1, s2, s3] = [`s1-${randomUUID()}`, `s2-${randomUUID()}`, `s3-${randomUUID()}`];
      const release = await holdFirstVersion(db, store, s3);
      // A stores s1, then waits on s3; B stores s2, then waits on A's s1; A, let through, waits on B's s2.
      const a = appendFirstTo(store, [s1, s3, s2]);
      await blockedOnALock(db);
      const b = appendFirstTo(store, [s2, s1]);
      await blockedOnALock(db, 2);
      await release();
      expect((await Promise.all([a, b])).sort()).toEqual(['conflict', 'stored']);
      expect((await countRows(db, s1)) + (await countRows(db, s2))).toBe(2);
    });
  }

  it("production safety 5: a write without events only checks its stream's version; once that stream moved on, the append is a version conflict and stores nothing", async () => {
    const [written, checked, absent] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: checked, expectedVersion: 0, events: [newEvent()] }]);
    const held = [{ streamId: checked, expectedVersion: 1, events: [] }, { streamId: absent, expectedVersion: 0, events: [] }];
    await store.append([...held, { streamId: written, expectedVersion: 0, events: [newEvent()] }]);
    await store.append([{ streamId: checked, expectedVersion: 1, events: [newEvent()] }]);
    const stale = store.append([...held, { streamId: written, expectedVersion: 1, events: [newEvent(), newEvent()] }]);
    await expect(stale).rejects.toBeInstanceOf(StreamVersionConflictError);
    const staleInTransaction = db.transaction((tx) => store.append([{ streamId: written, expectedVersion: 1, events: [newEvent()] }, ...held], tx));
    await expect(staleInTransaction).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect([await countRows(db, written), await countRows(db, checked), await countRows(db, absent)]).toEqual([1, 2, 0]);
  });

  if (path === 'one-trip path' || path === 'two-trip path') {
    const scriptedMethod = scriptedMethods[path];

    it(`an append whose inline handler only writes is one scripted transaction (${scriptedMethod}): in one round trip unless the handler reads the position`, async () => {
      const [transaction, scripted] = [jest.spyOn(db, 'transaction'), jest.spyOn(db, scriptedMethod)];
      const other = jest.spyOn(db, path === 'one-trip path' ? 'scriptedTransaction' : 'oneTripTransaction');
      const stream = `s-${randomUUID()}`;
      inline = async (event, tx) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent("it's")] }]);
      expect(transaction).not.toHaveBeenCalled();
      expect(scripted).toHaveBeenCalledTimes(1);
      expect(other).not.toHaveBeenCalled();
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(["it's"]);
      expect((await db.query('SELECT n FROM inline_counts WHERE stream_id = $1', [stream])).rows).toEqual([{ n: 1 }]);
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

    it('a closing read goes out with the COMMIT, after the inline writes: it sees them, and costs no round trip of its own', async () => {
      const stream = `s-${randomUUID()}`;
      inline = async (event, tx) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };
      const scripted = jest.spyOn(db, scriptedMethod);
      const query = jest.spyOn(db, 'query');
      const read: ClosingRead = { sql: `SELECT n, 'it''s' AS quoted FROM inline_counts WHERE stream_id = ${sqlLiteral(stream)}` };
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }], undefined, read);
      expect(scripted).toHaveBeenCalledTimes(1);
      expect(query).not.toHaveBeenCalled();
      expect(read.result?.rows).toEqual([{ n: 1, quoted: "it's" }]);
    });

    it('a named closing read with parameters is prepared once per connection and answers every time, also after a failed first use', async () => {
      inline = async (event, tx) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };
      const sql = 'SELECT stream_id, n FROM inline_counts WHERE stream_id = $1 AND n = $2';
      // The first use fails after its PREPARE ran (a type error in EXECUTE): the statement must not stay half known.
      const failing: ClosingRead = { sql, params: ['x', 'not a number'], name: 'test_closing_read' };
      await expect(store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }], undefined, failing)).rejects.toThrow();
      expect(failing.result).toBeUndefined();
      for (let i = 0; i < 12; i++) {
        const stream = `s-${randomUUID()}`;
        const read: ClosingRead = { sql, params: [stream, 1], name: 'test_closing_read' };
        await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent("it's")] }], undefined, read);
        expect(read.result?.rows).toEqual([{ stream_id: stream, n: 1 }]);
      }
    });

    it('a closing read of an append that stored nothing (a version conflict) is left without a result', async () => {
      const stream = `s-${randomUUID()}`;
      inline = async (event, tx) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
      const read: ClosingRead = { sql: 'SELECT 1 AS one' };
      await expect(store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }], undefined, read)).rejects.toBeInstanceOf(
        StreamVersionConflictError,
      );
      expect(read.result).toBeUndefined();
    });

    it('a stream short of its expected version is refused as a version conflict, and nothing of the append is stored nor projected', async () => {
      const [stream, other] = [`s-${randomUUID()}`, `s-${randomUUID()}`];
      await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
      inline = async (event, tx) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };
      const writes = [
        { streamId: other, expectedVersion: 0, events: [newEvent()] },
        { streamId: stream, expectedVersion: 3, events: [newEvent(), newEvent()] },
      ];
      await expect(store.append(writes)).rejects.toBeInstanceOf(StreamVersionConflictError);
      expect([await countRows(db, stream), await countRows(db, other)]).toEqual([1, 0]);
      expect((await db.query('SELECT n FROM inline_counts WHERE stream_id = ANY($1)', [[stream, other]])).rows).toEqual([]);
    });

    if (path === 'one-trip path') {
      const countInline = async (event: RecordedEvent, tx: SqlExecutor) => {
        await tx.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, $2)', [event.streamId, event.streamVersion]);
      };

      itOnServer('concurrent appends are committed together, in one round trip, each answered with its own events and closing read', async () => {
        inline = countInline;
        const streams = [0, 1, 2, 3].map(() => `s-${randomUUID()}`);
        const oneTrip = jest.spyOn(db, 'oneTripTransaction');
        const reads = streams.map((stream): ClosingRead => ({ sql: 'SELECT stream_id, n FROM inline_counts WHERE stream_id = $1', params: [stream] }));
        const results = await Promise.all(streams.map((streamId, i) => store.append([{ streamId, expectedVersion: 0, events: [newEvent(`T${i}`)] }], undefined, reads[i])));
        expect(oneTrip).toHaveBeenCalledTimes(1);
        expect(results.map((r) => r.events.map((e) => [e.streamId, e.type, e.streamVersion]))).toEqual(streams.map((s, i) => [[s, `T${i}`, 1]]));
        expect(results.every((r) => r.events[0]!.globalPosition > 0)).toBe(true);
        expect(reads.map((r) => r.result?.rows)).toEqual(streams.map((stream) => [{ stream_id: stream, n: 1 }]));
      });

      itOnServer('in a group commit each append succeeds or fails alone: a version conflict and a projection error leave the others stored', async () => {
        inline = countInline;
        const [taken, broken, fine] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
        await store.append([{ streamId: taken, expectedVersion: 0, events: [newEvent()] }]);
        await db.query('INSERT INTO inline_counts (stream_id, n) VALUES ($1, 0)', [broken]);
        const oneTrip = jest.spyOn(db, 'oneTripTransaction');
        const reads = [taken, broken, fine].map((stream): ClosingRead => ({ sql: 'SELECT 1 AS one FROM inline_counts WHERE stream_id = $1', params: [stream] }));
        const outcomes = await Promise.allSettled([
          store.append([{ streamId: taken, expectedVersion: 0, events: [newEvent()] }], undefined, reads[0]),
          store.append([{ streamId: broken, expectedVersion: 0, events: [newEvent()] }], undefined, reads[1]),
          store.append([{ streamId: fine, expectedVersion: 0, events: [newEvent('Fine')] }], undefined, reads[2]),
        ]);
        expect(oneTrip).toHaveBeenCalledTimes(1);
        expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
        expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflictError);
        expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505', constraint: 'inline_counts_pkey' });
        expect([await countRows(db, taken), await countRows(db, broken), await countRows(db, fine)]).toEqual([1, 0, 1]);
        expect(reads.map((r) => r.result?.rows)).toEqual([undefined, undefined, [{ one: 1 }]]);
      });

      itOnServer('two groups that deadlock on each other\'s streams both finish: each append of the cycle that lost is a version conflict, the rest is stored', async () => {
        const [s1, s2, s3] = [`s1-${randomUUID()}`, `s2-${randomUUID()}`, `s3-${randomUUID()}`];
        const release = await holdFirstVersion(db, store, s3);
        const appendFirst = (streamId: string) => appendFirstTo(store, [streamId]);
        // Group 1 (one turn): s1 stored, then waits on s3 before it reaches s2.
        const group1 = [s1, s3, s2].map(appendFirst);
        await blockedOnALock(db);
        // Group 2: s2 stored, then waits on group 1's s1.
        const group2 = [s2, s1].map(appendFirst);
        await blockedOnALock(db, 2);
        // Group 1 goes on to s2, held by group 2: a deadlock, which the server breaks after deadlock_timeout.
        await release();
        expect(await Promise.all([...group1, ...group2])).toEqual(['stored', 'stored', 'conflict', 'stored', 'conflict']);
        expect([await countRows(db, s1), await countRows(db, s2), await countRows(db, s3)]).toEqual([1, 1, 1]);
      });

      itOnServer('two appends at one version of one stream in the same group: exactly one is stored, the other is a version conflict', async () => {
        const stream = `s-${randomUUID()}`;
        const outcomes = await Promise.allSettled([1, 2].map((i) => store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent(`Try${i}`)] }])));
        expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect(outcomes.find((o) => o.status === 'rejected')!.reason).toBeInstanceOf(StreamVersionConflictError);
        expect(await countRows(db, stream)).toBe(1);
      });
    }

    if (path === 'two-trip path') {
      it('a handler that reads the position gets the stored one, after a first run (that sent nothing) found it reads it', async () => {
        const stream = `s-${randomUUID()}`;
        positionsSeen.length = 0;
        await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent(), newEvent()] }]);
        const stored = (await store.readStream(stream)).map((e) => e.globalPosition);
        expect(positionsSeen).toEqual([undefined, undefined, ...stored]);
      });
    }

    it("an append to 'any' version keeps the ordinary transaction", async () => {
      const transaction = jest.spyOn(db, 'transaction');
      await store.append([{ streamId: `s-${randomUUID()}`, expectedVersion: 'any', events: [newEvent(), newEvent()] }]);
      expect(transaction).toHaveBeenCalledTimes(1);
    });
  }

  it('the stream reads of concurrent decisions share one query, each getting its streams from the version it asked', async () => {
    const [a, b, missing] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: a, expectedVersion: 0, events: [newEvent('A1'), newEvent('A2')] }, { streamId: b, expectedVersion: 0, events: [newEvent('B1')] }]);
    const query = jest.spyOn(db, 'query');
    const [first, second] = await Promise.all([
      store.readHistoriesFrom([{ streamId: a, fromVersion: 0 }, { streamId: missing, fromVersion: 0 }]),
      // The same stream from another version in the same batch: its own answer.
      store.readHistoriesFrom([{ streamId: b, fromVersion: 0 }, { streamId: a, fromVersion: 2 }]),
    ]);
    expect(query).toHaveBeenCalledTimes(1);
    const read = (histories: typeof first) => histories.map((events) => events.map((e) => [e.streamId, e.type, e.streamVersion]));
    expect(read(first)).toEqual([[[a, 'A1', 1], [a, 'A2', 2]], []]);
    expect(read(second)).toEqual([[[b, 'B1', 1]], [[a, 'A2', 2]]]);
    const stored = await store.readStream(a);
    expect(first[0]!.map((e) => e.eventId)).toEqual(stored.map((e) => e.eventId));
  });

  it('reads several streams in one query, each in version order, a missing one empty', async () => {
    const [a, b, missing] = [`s-${randomUUID()}`, `s-${randomUUID()}`, `s-${randomUUID()}`];
    await store.append([{ streamId: a, expectedVersion: 0, events: [newEvent('A1'), newEvent('A2')] }, { streamId: b, expectedVersion: 0, events: [newEvent('B1')] }]);
    const query = jest.spyOn(db, 'query');
    const streams = await store.readStreams([b, missing, a]);
    expect(query).toHaveBeenCalledTimes(1);
    expect([...streams.keys()]).toEqual([b, missing, a]);
    expect(streams.get(a)!.map((e) => [e.type, e.streamVersion])).toEqual([['A1', 1], ['A2', 2]]);
    expect(streams.get(b)!.map((e) => e.type)).toEqual(['B1']);
    expect(streams.get(missing)).toEqual([]);
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
    await expect(
      store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent(), reused] }]),
    ).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await countRows(db, stream)).toBe(0);
  });

  itOnServer('a retry while the original is still uncommitted waits for it and answers the original result', async () => {
    const stream = `s-${randomUUID()}`;
    const events = [newEvent()];
    const appended = deferred();
    const release = deferred();
    const original = db.transaction(async (tx) => {
      const result = await store.append([{ streamId: stream, expectedVersion: 0, events }], tx);
      appended.resolve();
      await release.promise;
      return result;
    });
    await appended.promise;
    const retry = store.append([{ streamId: stream, expectedVersion: 0, events }]);
    await blockedOnALock(db);
    release.resolve();
    const [first, again] = await Promise.all([original, retry]);
    expect(again.alreadyAppended).toBe(true);
    expect(again.events.map((e) => e.globalPosition)).toEqual(first.events.map((e) => e.globalPosition));
    expect(await countRows(db, stream)).toBe(1);
  });

  describe.each([
    ['rolls back', 'wins'],
    ['commits', 'conflicts'],
  ])('an append blocked by another transaction on the same version', (ending, outcome) => {
    itOnServer(`${outcome} when the other transaction ${ending}`, async () => {
      const stream = `s-${randomUUID()}`;
      const appended = deferred();
      const release = deferred();
      const other = db
        .transaction(async (tx) => {
          await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent('Other')] }], tx);
          appended.resolve();
          await release.promise;
          if (ending === 'rolls back') throw new Error('rolled back');
        })
        .catch(() => undefined);
      await appended.promise;
      const blocked = store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent('Blocked')] }]);
      await blockedOnALock(db);
      release.resolve();
      await other;
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
    expect(events.map((e) => [e.type, e.streamVersion])).toEqual([['A', 1], ['B', 2]]);
    expect(events[0]!.data).toEqual({ n: 1 });
    expect(events[0]!.metadata).toMatchObject({ actorId: 1 });
  });

  it('refuses a wrong expected version with a typed conflict and stores nothing', async () => {
    const stream = `s-${randomUUID()}`;
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
    await expect(store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }])).rejects.toBeInstanceOf(
      StreamVersionConflictError,
    );
    await expect(store.append([{ streamId: stream, expectedVersion: 5, events: [newEvent()] }])).rejects.toBeInstanceOf(
      StreamVersionConflictError,
    );
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
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => store.append([{ streamId: stream, expectedVersion: 0, events }])),
    );
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
    inlineTypes = ['SomethingHappened', 'Poison'];
    inline = async (event, tx) => {
      await tx.query(
        `INSERT INTO inline_counts (stream_id, n) VALUES ($1, 1) ON CONFLICT (stream_id) DO UPDATE SET n = inline_counts.n + 1`,
        [event.streamId],
      );
      if (event.type === 'Poison') throw new Error('projection failed');
    };
    await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }]);
    await expect(store.append([{ streamId: stream, expectedVersion: 1, events: [newEvent('Poison')] }])).rejects.toThrow(
      'projection failed',
    );
    expect(await countRows(db, stream)).toBe(1);
    const { rows } = await db.query<{ n: number }>('SELECT n FROM inline_counts WHERE stream_id = $1', [stream]);
    expect(rows[0]!.n).toBe(1);
  });

  it('a caller transaction that rolls back leaves no event', async () => {
    const stream = `s-${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await store.append([{ streamId: stream, expectedVersion: 0, events: [newEvent()] }], tx);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await countRows(db, stream)).toBe(0);
  });

  describe('catch-up subscription', () => {
    /** A subscription that has caught up with the log and remembers only what comes next. */
    const subscribeAtEnd = async (id = `sub-${randomUUID()}`) => {
      const seen: RecordedEvent[] = [];
      const subscription = new CatchUpSubscription(db, store, id, async (events) => {
        seen.push(...events);
      });
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
        while (writing) await subscription.processNextBatch();
      })();
      await Promise.all(streams.map(writer));
      writing = false;
      await reader;
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
      const appended = deferred();
      const release = deferred();
      const slow = db.transaction(async (tx) => {
        await store.append([{ streamId: slowStream, expectedVersion: 0, events: [newEvent()] }], tx);
        appended.resolve();
        await release.promise;
      });
      await appended.promise;
      await store.append([{ streamId: fastStream, expectedVersion: 0, events: [newEvent()] }]);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).not.toContain(fastStream);
      release.resolve();
      await slow;
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([slowStream, fastStream]);
    });

    itOnServer('is not stalled by a rolled-back append', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      const appended = deferred();
      const release = deferred();
      const doomed = db
        .transaction(async (tx) => {
          await store.append([{ streamId: `doomed-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }], tx);
          appended.resolve();
          await release.promise;
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await appended.promise;
      const after = `after-${randomUUID()}`;
      await store.append([{ streamId: after, expectedVersion: 0, events: [newEvent()] }]);
      release.resolve();
      await doomed;
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([after]);
    });

    it('is not stalled by a rolled-back append (serialised)', async () => {
      const { seen, subscription } = await subscribeAtEnd();
      await db
        .transaction(async (tx) => {
          await store.append([{ streamId: `doomed-${randomUUID()}`, expectedVersion: 0, events: [newEvent()] }], tx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      const after = `after-${randomUUID()}`;
      await store.append([{ streamId: after, expectedVersion: 0, events: [newEvent()] }]);
      await subscription.catchUp();
      expect(seen.map((e) => e.streamId)).toEqual([after]);
    });
  });
});
