import { isPgError, pgErrorCodes, type Database, type SqlExecutor } from '../database/database';
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

/** Runs inside the append transaction for every stored event (inline projections). */
export type InlineEventHandler = (event: RecordedEvent, tx: SqlExecutor) => Promise<void>;

/**
 * The event store on PostgreSQL / PGlite (ARCHITECTURE.md section 3): atomic multi-stream
 * appends with optimistic concurrency, idempotent by event id, inline projections in the same
 * transaction, and reads in an order a subscriber can never skip.
 */
export class PostgresEventStore {
  constructor(
    private readonly db: Database,
    private readonly inline: InlineEventHandler = async () => undefined,
  ) {}

  /**
   * Appends to several streams atomically; joins `tx` when given, else opens its own transaction.
   * Retrying an append with the same event ids answers the earlier result and stores nothing; inside
   * a caller's transaction the duplicate aborts that transaction with DuplicateEventIdError instead.
   */
  async append(writes: readonly StreamWrite[], tx?: SqlExecutor): Promise<AppendResult> {
    if (tx) return this.appendIn(tx, writes);
    try {
      return await this.db.transaction((own) => this.appendIn(own, writes));
    } catch (error) {
      if (error instanceof DuplicateEventIdError) return this.previousResult(writes, error);
      throw error;
    }
  }

  async readStream(streamId: string, tx: SqlExecutor = this.db): Promise<RecordedEvent[]> {
    const { rows } = await tx.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(toRecordedEvent);
  }

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
   * rolled-back one simply leaves the snapshot. (ORDER BY names the table: the bare name would
   * sort by the text alias in the select list, and '1000' < '999'.)
   */
  async readCommittedAfter(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * One INSERT per event, nothing else: the statement computes the stream's next version and
   * inserts only when it matches the expected one, so an append costs BEGIN, the inserts, COMMIT.
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
    for (const event of recorded) await this.inline(event, tx);
    return { alreadyAppended: false, events: recorded, nextVersions };
  }

  /** After a duplicate event id: the earlier result when every event is stored, else a conflict. */
  private async previousResult(writes: readonly StreamWrite[], duplicate: DuplicateEventIdError): Promise<AppendResult> {
    const ids = writes.flatMap((w) => w.events.map((e) => e.eventId));
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [ids],
    );
    if (rows.length !== ids.length) throw duplicate;
    const recorded = rows.map(toRecordedEvent);
    const nextVersions: Record<string, number> = {};
    for (const e of recorded) nextVersions[e.streamId] = Math.max(nextVersions[e.streamId] ?? 0, e.streamVersion);
    return { alreadyAppended: true, events: recorded, nextVersions };
  }

  private async insert(tx: SqlExecutor, write: StreamWrite, index: number, event: NewEvent): Promise<RecordedEvent> {
    const expected = write.expectedVersion === 'any' ? null : write.expectedVersion + index;
    try {
      const { rows } = await tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         SELECT $1, stream.version + 1, $3, $4, $5, $6, $7
         FROM (SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1) stream
         WHERE $2::integer IS NULL OR stream.version = $2::integer
         RETURNING ${eventColumns}`,
        [write.streamId, expected, event.eventId, event.type, event.schemaVersion ?? 1, event.data, event.metadata],
      );
      if (rows.length === 0) throw await this.refusal(tx, write, event);
      return toRecordedEvent(rows[0]!);
    } catch (error) {
      if (error instanceof StreamVersionConflictError || error instanceof DuplicateEventIdError) throw error;
      if (!isPgError(error, pgErrorCodes.uniqueViolation)) throw error;
      // Same event id: a retry. Same version: a concurrent writer got there first.
      if (error.constraint === 'events_event_id_key') throw new DuplicateEventIdError(event.eventId);
      throw new StreamVersionConflictError(write.streamId, write.expectedVersion, null);
    }
  }

  /** The version did not match: a retry of a stored event, or a stale expected version. */
  private async refusal(tx: SqlExecutor, write: StreamWrite, event: NewEvent): Promise<Error> {
    const { rows } = await tx.query('SELECT 1 FROM events WHERE event_id = $1', [event.eventId]);
    if (rows.length > 0) return new DuplicateEventIdError(event.eventId);
    return new StreamVersionConflictError(write.streamId, write.expectedVersion, null);
  }
}
