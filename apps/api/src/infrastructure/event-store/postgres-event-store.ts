import { isPgError, pgErrorCodes, type ClosingRead, type Database, type SqlExecutor } from '../database/database';
import { loadAll, perTurnBatcher } from '../database/per-turn-batcher';
import { collectWrites } from '../database/scripted-transaction';
import { AppendRefused, asRefusal } from './append-refusal';
import { eventColumns, toRecordedEvent, type EventRow } from './event-row';
import {
  DuplicateEventIdError,
  StreamVersionConflictError,
  type AppendResult,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  type StreamWrite,
} from './event-store.types';
import { commitAlone, groupCommitter } from './group-commit';
import { appended, beforeInsert, insertAtVersions } from './scripted-append';

/**
 * Runs inside the append transaction for every stored event (inline projections).
 * `handlesType` says which event types it acts on; without it every type is assumed handled, so
 * an append never skips a read model by mistake (it only loses the one-statement path).
 */
export type InlineEventHandler = ((event: RecordedEvent, tx: SqlExecutor) => Promise<void>) & {
  handlesType?: (type: string) => boolean;
  /**
   * True when the handler only writes for this event (reads nothing back): its statements may
   * then be collected and sent with the COMMIT (Database.scriptedTransaction). Without it, never.
   */
  onlyWrites?: (event: NewEvent) => boolean;
};

const noInlineProjections: InlineEventHandler = Object.assign(async () => undefined, { handlesType: () => false, onlyWrites: () => true });

/** A stream a decision reads from one version on (PostgresEventStore.readHistoriesFrom); 0 reads it whole. */
export type StreamReadFrom = { streamId: string; fromVersion: number };
/** An event as a decision reads it, with its place in its stream. */
export type StreamHistoryEvent = Pick<RecordedEvent, 'streamId' | 'streamVersion' | 'eventId' | 'type' | 'data'>;

// The hot statements, prepared once per connection (see SqlExecutor.query).
const statements = {
  insert: {
    name: 'events_append',
    // Computes the stream's next version and inserts only when it matches the expected one.
    sql: `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
      SELECT $1, stream.version + 1, $3, $4, $5, $6, $7
      FROM (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1) stream
      WHERE $2::integer IS NULL OR stream.version = $2::integer
      RETURNING ${eventColumns}`,
  },
  readStream: {
    name: 'events_read_stream',
    sql: `SELECT ${eventColumns} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
  },
  readStreams: {
    name: 'events_read_streams',
    sql: `SELECT ${eventColumns} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY events.stream_id, events.stream_version`,
  },
  // One row per (read, event): a stream read twice in one batch, from two versions, is two reads.
  readHistoriesFrom: {
    name: 'events_read_histories_from',
    sql: `SELECT r.n, e.stream_version, e.event_id, e.type, e.data
      FROM unnest($1::text[], $2::integer[]) WITH ORDINALITY AS r(stream_id, from_version, n)
      JOIN events e ON e.stream_id = r.stream_id AND e.stream_version >= r.from_version
      ORDER BY r.n, e.stream_version`,
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
  /** Group commit of the one-trip appends (group-commit.ts); in process (PGlite) there is no round trip to share. */
  private readonly groupCommits;

  constructor(
    private readonly db: Database,
    private readonly inline: InlineEventHandler = noInlineProjections,
  ) {
    this.groupCommits = db.kind === 'postgres' ? groupCommitter(db) : undefined;
  }

  /**
   * Appends to several streams atomically; joins `tx` when given, else opens its own transaction,
   * except for one event on one stream that no inline projection handles: that is the guarded
   * insert alone in autocommit, a single round trip. Retrying an append with the same event ids
   * answers the earlier result and stores nothing; inside a caller's transaction the duplicate
   * aborts that transaction with DuplicateEventIdError instead.
   * `closingRead` goes out with the COMMIT when the append takes a scripted path (appendInOneTrip,
   * appendScripted); on any other path it is not sent (its `result` stays unset).
   */
  async append(writes: readonly StreamWrite[], tx?: SqlExecutor, closingRead?: ClosingRead): Promise<AppendResult> {
    if (tx) return this.appendInCallerTransaction(tx, writes);
    try {
      if (this.isOneStatement(writes)) return await this.appendIn(this.db, writes);
      if (this.isScriptable(writes)) return (await this.appendInOneTrip(writes, closingRead)) ?? (await this.appendScripted(writes, closingRead));
      return await this.db.transaction((own) => this.appendIn(own, writes));
    } catch (error) {
      const refusal = asRefusal(writes, error);
      if (!(refusal instanceof AppendRefused)) throw refusal;
      const outcome = await this.classify(writes, refusal);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }
  }

  async readStream(streamId: string, tx: SqlExecutor = this.db): Promise<RecordedEvent[]> {
    const { rows } = await tx.query<EventRow>(statements.readStream.sql, [streamId], statements.readStream.name);
    return rows.map(toRecordedEvent);
  }

  /** Several streams in one round trip (a command over several streams); a missing stream is empty. */
  async readStreams(streamIds: readonly string[], tx: SqlExecutor = this.db): Promise<Map<string, RecordedEvent[]>> {
    const { rows } = await tx.query<EventRow>(statements.readStreams.sql, [streamIds], statements.readStreams.name);
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    for (const row of rows) streams.get(row.stream_id)!.push(toRecordedEvent(row));
    return streams;
  }

  /**
   * What a decision folds, for several streams in one round trip: each stream's events from
   * `fromVersion` on, in version order (that version's event included, so a reader can check it
   * is still the one it saw), with version, id, type and data only: positions, metadata and dates
   * cost parsing on every command and no decider reads them. A decision that kept a stream's state
   * folded up to some version reads only what came after (CommandExecutor's snapshots).
   * Concurrent decisions share the query (perTurnBatcher): each still sees every stream it asked
   * for as one snapshot.
   */
  async readHistoriesFrom(reads: readonly StreamReadFrom[]): Promise<StreamHistoryEvent[][]> {
    return loadAll(this.historiesFrom, reads);
  }

  private readonly historiesFrom = perTurnBatcher<StreamReadFrom, StreamHistoryEvent[]>(async (reads) => {
    const { sql, name } = statements.readHistoriesFrom;
    const params = [reads.map((r) => r.streamId), reads.map((r) => r.fromVersion)];
    const { rows } = await this.db.query<{ n: string; stream_version: number; event_id: string; type: string; data: Record<string, unknown> }>(sql, params, name);
    const histories = reads.map((): StreamHistoryEvent[] => []);
    for (const row of rows) {
      const i = Number(row.n) - 1;
      histories[i]!.push({ streamId: reads[i]!.streamId, streamVersion: row.stream_version, eventId: row.event_id, type: row.type, data: row.data });
    }
    return histories;
  });

  /** Every event after `fromPosition` in append order; for offline replays such as rebuilds. */
  async readAll(fromPosition = 0, limit = 1000): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [fromPosition, limit],
    );
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

  /** No caller transaction, one event, one stream, no inline projection: nothing must join the insert. */
  private isOneStatement(writes: readonly StreamWrite[]): boolean {
    const [only] = writes;
    if (writes.length !== 1 || only!.events.length !== 1) return false;
    return this.inline.handlesType ? !this.inline.handlesType(only!.events[0]!.type) : false;
  }

  /** Every expected version known and every inline write blind: the append fits in one round trip, or two. */
  private isScriptable(writes: readonly StreamWrite[]): boolean {
    const { onlyWrites } = this.inline;
    if (!onlyWrites) return false;
    return writes.every((w) => w.expectedVersion !== 'any' && w.events.every((e) => onlyWrites(e)));
  }

  /**
   * The whole append in one round trip: the inline projections run first, on the events as they
   * will be stored (beforeInsert), and their writes go out with BEGIN, the INSERT and COMMIT
   * (Database.oneTripTransaction). Answers null, having sent nothing, when a projection reads what
   * only the insert assigns (the wallet history's id is the event's position): the append then
   * takes two round trips (appendScripted).
   */
  private async appendInOneTrip(writes: readonly StreamWrite[], closingRead?: ClosingRead): Promise<AppendResult | null> {
    const { events, probe } = beforeInsert(writes);
    const { script } = await collectWrites([], async (_, tx) => {
      for (const event of events) await this.inline(event, tx);
    });
    if (probe.read) return null;
    const unit = { writes, script: [insertAtVersions(writes), script].filter(Boolean).join(';\n'), closingRead };
    try {
      // In process (PGlite) there is no round trip to share.
      const rows = this.groupCommits ? await this.groupCommits.load(unit) : await commitAlone(this.db, unit);
      return appended(writes, rows);
    } catch (error) {
      throw asRefusal(writes, error);
    }
  }

  /**
   * The events of every stream in one INSERT sent with BEGIN, the inline projections' writes sent
   * with COMMIT (Database.scriptedTransaction). Each event carries its version (versionAt).
   */
  private async appendScripted(writes: readonly StreamWrite[], closingRead?: ClosingRead): Promise<AppendResult> {
    try {
      return await this.db.scriptedTransaction(insertAtVersions(writes), async ([inserted], tx) => {
        const result = appended(writes, inserted!.rows as EventRow[]);
        for (const event of result.events) await this.inline(event, tx);
        return result;
      }, closingRead);
    } catch (error) {
      throw asRefusal(writes, error);
    }
  }

  /**
   * One INSERT per event, then the version checks of the writes without events, then the inline
   * projections; a refused insert or a stream that moved on throws AppendRefused.
   */
  private async appendIn(tx: SqlExecutor, writes: readonly StreamWrite[]): Promise<AppendResult> {
    const recorded: RecordedEvent[] = [];
    const nextVersions: Record<string, number> = {};
    for (const write of writes) {
      for (const [index, event] of write.events.entries()) {
        const stored = await this.insert(tx, write, index, event);
        nextVersions[write.streamId] = stored.streamVersion;
        recorded.push(stored);
      }
    }
    for (const write of writes) if (write.events.length === 0) await this.checkVersion(tx, write);
    for (const event of recorded) await this.inline(event, tx);
    return { alreadyAppended: false, events: recorded, nextVersions };
  }

  private async insert(tx: SqlExecutor, write: StreamWrite, index: number, event: NewEvent): Promise<RecordedEvent> {
    const expected = write.expectedVersion === 'any' ? null : write.expectedVersion + index;
    const params = [write.streamId, expected, event.eventId, event.type, event.schemaVersion ?? 1, event.data, event.metadata];
    try {
      const { rows } = await tx.query<EventRow>(statements.insert.sql, params, statements.insert.name);
      if (rows.length === 0) throw new AppendRefused(write, event);
      return toRecordedEvent(rows[0]!);
    } catch (error) {
      if (isPgError(error, pgErrorCodes.uniqueViolation)) throw new AppendRefused(write, event, error.constraint);
      throw error;
    }
  }

  private async checkVersion(tx: SqlExecutor, write: StreamWrite): Promise<void> {
    const { sql, name } = statements.streamVersion;
    const { rows } = await tx.query<{ version: number }>(sql, [write.streamId], name);
    if (write.expectedVersion !== 'any' && rows[0]!.version !== write.expectedVersion) throw new AppendRefused(write, undefined);
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
    if (rows.length === 0) return new StreamVersionConflictError(refused.write.streamId, refused.write.expectedVersion, null);
    if (rows.length !== ids.length) return new DuplicateEventIdError(rows[0]!.event_id);
    const recorded = rows.map(toRecordedEvent);
    const nextVersions: Record<string, number> = {};
    for (const e of recorded) nextVersions[e.streamId] = Math.max(nextVersions[e.streamId] ?? 0, e.streamVersion);
    return { alreadyAppended: true, events: recorded, nextVersions };
  }

  /**
   * Inside a caller's transaction a unique violation has aborted it, so the refusal is told from
   * the index that refused, and a mismatched version from a look-up while the transaction still works.
   */
  private async appendInCallerTransaction(tx: SqlExecutor, writes: readonly StreamWrite[]): Promise<AppendResult> {
    try {
      return await this.appendIn(tx, writes);
    } catch (error) {
      if (!(error instanceof AppendRefused)) throw error;
      const { write, event, constraint } = error;
      if (event && constraint === 'events_event_id_key') throw new DuplicateEventIdError(event.eventId);
      if (event && !constraint && (await tx.query('SELECT 1 FROM events WHERE event_id = $1', [event.eventId])).rows.length > 0) {
        throw new DuplicateEventIdError(event.eventId);
      }
      throw new StreamVersionConflictError(write.streamId, write.expectedVersion, null);
    }
  }
}
