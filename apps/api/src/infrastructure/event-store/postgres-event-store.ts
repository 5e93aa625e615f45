import type { Database, SqlExecutor } from '../database/database';
import { perTurnBatcher } from '../database/per-turn-batcher';
import { countEventsRead } from '../database/request-costs';
import { AppendRefused, asRefusal } from './append-refusal';
import { eventColumns, toRecordedEvent, upcastEventData, type EventRow } from './event-row';
import {
  DuplicateEventIdError,
  StreamVersionConflictError,
  type AppendResult,
  type LogPosition,
  type RecordedEvent,
  type StreamWrite,
} from './event-store.types';

/**
 * Runs inside the append transaction for every stored event (inline projections), so a read
 * model never lags or disagrees with the log.
 */
export type InlineEventHandler = (event: RecordedEvent, tx: SqlExecutor) => Promise<void>;

const noInlineProjections: InlineEventHandler = async () => undefined;

/** Most appends one group commit takes: bounds the statement and how long the group's locks are held. */
const GROUP_COMMIT_MAX = 32;

/** A group's answer for its one unit, thrown when it is an error. */
const answerOf = ([outcome]: (AppendResult | Error)[]): AppendResult => {
  if (outcome instanceof Error) throw outcome;
  return outcome!;
};

/** One caller's append, as the group commit takes it. */
type AppendUnit = { writes: readonly StreamWrite[]; alsoInTransaction?: (tx: SqlExecutor) => Promise<void> };

/** A unit's own events out of its group's, in the order it wrote them, and its streams' new versions. */
const resultOf = (writes: readonly StreamWrite[], recorded: readonly RecordedEvent[]): AppendResult => {
  const ids = new Set(writes.flatMap((w) => w.events.map((e) => e.eventId)));
  const events = recorded.filter((e) => ids.has(e.eventId));
  const nextVersions: Record<string, number> = {};
  for (const e of events) nextVersions[e.streamId] = e.streamVersion;
  return { alreadyAppended: false, events, nextVersions };
};

/** An event as a decision reads it, with its place in its stream. */
export type StreamHistoryEvent = Pick<RecordedEvent, 'streamId' | 'streamVersion' | 'eventId' | 'type' | 'data'>;

// The hot statements, prepared once per connection (see SqlExecutor.query).
const statements = {
  // Every event of the append in one statement, each at its stream's current version plus its
  // place in its write, stored only while every stream with an expected version is still at it
  // (`unchanged`, answered on the first row even when there are no events); a concurrent insert
  // of the same version trips the (stream, version) index. A statement sees the log as it
  // began, so the versions never count its own rows.
  append: {
    name: 'events_append',
    sql: `WITH unchanged AS (
        SELECT NOT EXISTS (
          SELECT FROM unnest($8::text[], $9::integer[]) AS expected(stream_id, version)
          WHERE expected.version <> (SELECT coalesce(max(stream_version), 0) FROM events WHERE stream_id = expected.stream_id)
        ) AS ok
      ), stored AS (
        INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
        SELECT e.stream_id, stream.version + e.place, e.event_id, e.type, e.schema_version, e.data::jsonb, e.metadata::jsonb
        FROM unchanged, unnest($1::text[], $2::integer[], $3::uuid[], $4::text[], $5::integer[], $6::text[], $7::text[])
          WITH ORDINALITY AS e(stream_id, place, event_id, type, schema_version, data, metadata, n)
        CROSS JOIN LATERAL (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = e.stream_id) stream
        WHERE unchanged.ok
        ORDER BY e.n
        RETURNING ${eventColumns}
      )
      SELECT unchanged.ok, stored.* FROM unchanged LEFT JOIN stored ON true ORDER BY stored.global_position`,
  },
  readStream: {
    name: 'events_read_stream',
    sql: `SELECT ${eventColumns} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
  },
  // Only what a decision folds: positions, metadata and dates would cost parsing on every command.
  readHistories: {
    name: 'events_read_histories',
    sql: `SELECT stream_id, stream_version, event_id, type, data FROM events
      WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version`,
  },
  // ORDER BY names the table: the bare name would sort by the text alias in the select list, and '1000' < '999'.
  readCommittedAfter: {
    name: 'events_read_committed_after',
    sql: `SELECT ${eventColumns} FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.transaction_id, events.global_position
      LIMIT $3`,
  },
  // Keys in the one-bigint space, which never meets the two-integer keys other locks use. A
  // stream written takes its lock alone, a stream only checked shares it (lockStreams).
  lockStreams: {
    name: 'events_lock_streams',
    sql: `SELECT CASE WHEN written THEN pg_advisory_xact_lock(hashtextextended(stream_id, 0))
        ELSE pg_advisory_xact_lock_shared(hashtextextended(stream_id, 0)) END
      FROM unnest($1::text[], $2::boolean[]) AS s(stream_id, written)`,
  },
  // The same read, only of `types` ($4), with the boundary it read below: the catch-up of a
  // subscription that handles a known set of types moves its checkpoint there when it is short.
  readCommittedOfTypesAfter: {
    name: 'events_read_committed_of_types_after',
    sql: `WITH boundary AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
      batch AS (
        SELECT ${eventColumns}, events.transaction_id AS transaction_order FROM events, boundary
        WHERE (events.transaction_id, events.global_position) > ($1::xid8, $2)
          AND events.transaction_id < boundary.xmin AND events.type = ANY($4::text[])
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3
      )
      SELECT boundary.xmin::text AS boundary, batch.* FROM boundary LEFT JOIN batch ON true
      ORDER BY batch.transaction_order, batch.global_position`,
  },
  streamVersion: {
    name: 'events_stream_version',
    sql: 'SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1',
  },
  byEventIds: {
    name: 'events_by_event_ids',
    sql: `SELECT ${eventColumns} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
  },
} as const;

/**
 * The event store on PostgreSQL / PGlite (ARCHITECTURE.md section 3): atomic multi-stream
 * appends with optimistic concurrency, idempotent by event id, inline projections in the same
 * transaction, and reads in an order a subscriber can never skip.
 */
export class PostgresEventStore {
  /** The appends that start during one turn of the event loop, committed together (group commit). */
  private readonly commits = perTurnBatcher<AppendUnit, AppendResult>((units) => this.commitGroup(units), GROUP_COMMIT_MAX);

  constructor(
    private readonly db: Database,
    private readonly inline: InlineEventHandler = noInlineProjections,
  ) {}

  /**
   * Appends to several streams atomically, in one transaction: `alsoInTransaction`'s writes (a
   * unique claim, credentials), the events in one INSERT, then the inline projections. A write
   * without events only checks its stream is still at the expected version. Retrying an append
   * with the same event ids answers the earlier result and stores nothing.
   */
  async append(writes: readonly StreamWrite[], alsoInTransaction?: (tx: SqlExecutor) => Promise<void>): Promise<AppendResult> {
    try {
      const unit = { writes, alsoInTransaction };
      // An append with other writes commits in a transaction of its own: those writes may check
      // what other transactions did (a lock, a count, as the last active admin's rule does),
      // which two appends sharing one transaction would not see of each other.
      return await (alsoInTransaction ? this.commitGroup([unit]).then(answerOf) : this.commits.load(unit));
    } catch (error) {
      if (!(error instanceof AppendRefused)) throw error;
      const outcome = await this.classify(writes, error);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }
  }

  /**
   * Concurrent appends (without other writes) share one transaction, so they share its round trips and its commit
   * (under load, most of an append's cost). When the group fails (a conflict, an error of one of
   * them) nothing of it is stored and each append runs again alone, to succeed or fail on its own.
   */
  private async commitGroup(units: readonly AppendUnit[]): Promise<(AppendResult | Error)[]> {
    const alone = (unit: AppendUnit) =>
      this.commit([unit]).then(
        ([result]) => result!,
        (error: Error) => error,
      );
    if (units.length === 1) return [await alone(units[0]!)];
    return this.commit(units).catch(() => Promise.all(units.map(alone)));
  }

  /** One transaction: the streams' locks, every unit's other writes, all their events in one INSERT, then the inline projections. */
  private commit(units: readonly AppendUnit[]): Promise<AppendResult[]> {
    return this.db.transaction(async (tx) => {
      await this.lockStreams(
        tx,
        units.flatMap((unit) => unit.writes),
      );
      for (const unit of units) await unit.alsoInTransaction?.(tx);
      const recorded = await this.insert(
        tx,
        units.flatMap((unit) => unit.writes),
      );
      for (const event of recorded) await this.inline(event, tx);
      return units.map((unit) => resultOf(unit.writes, recorded));
    });
  }

  /**
   * Serialises the version checks with the appends on a PostgreSQL server. A write without events
   * (a stream the decision only read, `checkedStreams`) inserts nothing, so no unique index stops
   * it: its check alone would read past another transaction's append to that stream that has not
   * committed yet, and both would commit. Every append with expected versions therefore takes a
   * transaction lock per stream, in one order (no deadlock), before its check, which runs in a
   * later statement and so sees what the lock waited for. A stream only checked takes the lock
   * shared: an append to it (exclusive) still waits for the check's commit, and the check for the
   * append's, but checks of one stream do not wait for each other (the purchases of one seller's
   * practices all check the seller's stream). Embedded PGlite runs one transaction at a time:
   * nothing to serialise.
   */
  private async lockStreams(tx: SqlExecutor, writes: readonly StreamWrite[]): Promise<void> {
    if (this.db.kind !== 'postgres') return;
    const locked = writes.filter((w) => w.expectedVersion !== 'any');
    const streamIds = [...new Set(locked.map((w) => w.streamId))].sort();
    if (streamIds.length === 0) return;
    const written = new Set(locked.filter((w) => w.events.length > 0).map((w) => w.streamId));
    await tx.query(statements.lockStreams.sql, [streamIds, streamIds.map((id) => written.has(id))], statements.lockStreams.name);
  }

  async readStream(streamId: string, tx: SqlExecutor = this.db): Promise<RecordedEvent[]> {
    const { rows } = await tx.query<EventRow>(statements.readStream.sql, [streamId], statements.readStream.name);
    countEventsRead(rows.length);
    return rows.map(toRecordedEvent);
  }

  /** What a decision folds, for several streams in one query: each stream's events in version order. */
  async readHistories(streamIds: readonly string[]): Promise<StreamHistoryEvent[][]> {
    const { sql, name } = statements.readHistories;
    type Row = { stream_id: string; stream_version: number; event_id: string; type: string; data: Record<string, unknown> };
    const { rows } = await this.db.query<Row>(sql, [streamIds], name);
    countEventsRead(rows.length);
    const byStream = new Map<string, StreamHistoryEvent[]>(streamIds.map((id) => [id, []]));
    for (const row of rows) {
      const data = upcastEventData(row.type, row.data);
      byStream.get(row.stream_id)!.push({ streamId: row.stream_id, streamVersion: row.stream_version, eventId: row.event_id, type: row.type, data });
    }
    return streamIds.map((id) => byStream.get(id)!);
  }

  /** Every event after `fromPosition` in append order; for offline replays such as rebuilds. */
  async readAll(fromPosition = 0, limit = 1000): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(`SELECT ${eventColumns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`, [
      fromPosition,
      limit,
    ]);
    return rows.map(toRecordedEvent);
  }

  /**
   * Events after `after` whose transactions have all finished: only below the oldest running
   * transaction id (pg_snapshot_xmin), ordered by transaction id then position. A transaction
   * that commits late holds the boundary back until it ends, so nothing is ever skipped, and a
   * rolled-back one simply leaves the snapshot.
   */
  async readCommittedAfter(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { sql, name } = statements.readCommittedAfter;
    const { rows } = await this.db.query<EventRow>(sql, [after.transactionId, after.globalPosition, limit], name);
    return rows.map(toRecordedEvent);
  }

  /**
   * `readCommittedAfter`, only the events of `types` (read in SQL, the others never leave the
   * server), and the boundary read below: every transaction before `boundary` has ended, so
   * when fewer than `limit` events come back, nothing of `types` is left before
   * `{ transactionId: boundary, globalPosition: 0 }` and a reader may move on to it.
   */
  async readCommittedOfTypesAfter(after: LogPosition, limit: number, types: readonly string[]): Promise<{ events: RecordedEvent[]; boundary: string }> {
    const { sql, name } = statements.readCommittedOfTypesAfter;
    const { rows } = await this.db.query<EventRow & { boundary: string }>(sql, [after.transactionId, after.globalPosition, limit, types], name);
    return { events: rows.filter((row) => row.event_id !== null).map(toRecordedEvent), boundary: rows[0]!.boundary };
  }

  /** Every event in one statement (statements.append); a stream that moved on throws AppendRefused. */
  private async insert(tx: SqlExecutor, writes: readonly StreamWrite[]): Promise<RecordedEvent[]> {
    const events = writes.flatMap((w) => w.events.map((event, i) => ({ streamId: w.streamId, place: i + 1, event })));
    const expected = writes.filter((w) => w.expectedVersion !== 'any');
    const params = [
      events.map((e) => e.streamId),
      events.map((e) => e.place),
      events.map((e) => e.event.eventId),
      events.map((e) => e.event.type),
      events.map((e) => e.event.schemaVersion ?? 1),
      events.map((e) => JSON.stringify(e.event.data)),
      events.map((e) => JSON.stringify(e.event.metadata)),
      expected.map((w) => w.streamId),
      expected.map((w) => w.expectedVersion as number),
    ];
    try {
      const { sql, name } = statements.append;
      const { rows } = await tx.query<EventRow & { ok: boolean }>(sql, params, name);
      if (!rows[0]!.ok) throw new AppendRefused(writes[0]!, events[0]?.event);
      return rows.filter((row) => row.event_id !== null).map(toRecordedEvent);
    } catch (error) {
      throw asRefusal(writes, error);
    }
  }

  /**
   * After the append's own work has ended (committed nothing), looks its event ids up: all stored
   * means a retry of an append that succeeded, some stored a reused event id, none a version
   * conflict. Whichever unique index refused the insert says nothing: a retry racing the
   * uncommitted original meets the (stream, version) index first.
   */
  private async classify(writes: readonly StreamWrite[], refused: AppendRefused): Promise<AppendResult | Error> {
    const ids = writes.flatMap((w) => w.events.map((e) => e.eventId));
    const { rows } = await this.db.query<EventRow>(statements.byEventIds.sql, [ids], statements.byEventIds.name);
    countEventsRead(rows.length);
    if (rows.length === 0) return new StreamVersionConflictError(refused.write.streamId, refused.write.expectedVersion, null);
    if (rows.length !== ids.length) return new DuplicateEventIdError(rows[0]!.event_id);
    const recorded = rows.map(toRecordedEvent);
    const nextVersions: Record<string, number> = {};
    for (const e of recorded) nextVersions[e.streamId] = Math.max(nextVersions[e.streamId] ?? 0, e.streamVersion);
    return { alreadyAppended: true, events: recorded, nextVersions };
  }
}
