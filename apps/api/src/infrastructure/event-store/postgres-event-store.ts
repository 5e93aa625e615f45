import { isPgError, pgErrorCodes, type Database, type SqlExecutor } from '../database/database';
import { eventColumns, toRecordedEvent, type EventRow } from './event-row';
import {
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

  /** Appends to several streams atomically; joins `tx` when given, else opens its own transaction. */
  append(writes: readonly StreamWrite[], tx?: SqlExecutor): Promise<AppendResult> {
    return tx ? this.appendIn(tx, writes) : this.db.transaction((own) => this.appendIn(own, writes));
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

  private async appendIn(tx: SqlExecutor, writes: readonly StreamWrite[]): Promise<AppendResult> {
    const events = writes.flatMap((w) => w.events);
    const stored = await this.countStored(tx, events);
    if (events.length > 0 && stored === events.length) return this.previousResult(tx, events);
    const recorded: RecordedEvent[] = [];
    const nextVersions: Record<string, number> = {};
    for (const write of writes) {
      const version = await this.checkVersion(tx, write);
      nextVersions[write.streamId] = version + write.events.length;
      for (const [index, event] of write.events.entries()) {
        recorded.push(await this.insert(tx, write, version + index + 1, event));
      }
    }
    for (const event of recorded) await this.inline(event, tx);
    return { alreadyAppended: false, events: recorded, nextVersions };
  }

  private async countStored(tx: SqlExecutor, events: readonly NewEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE event_id = ANY($1::uuid[])',
      [events.map((e) => e.eventId)],
    );
    return rows[0]?.n ?? 0;
  }

  private async previousResult(tx: SqlExecutor, events: readonly NewEvent[]): Promise<AppendResult> {
    const { rows } = await tx.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [events.map((e) => e.eventId)],
    );
    const recorded = rows.map(toRecordedEvent);
    const nextVersions: Record<string, number> = {};
    for (const e of recorded) nextVersions[e.streamId] = Math.max(nextVersions[e.streamId] ?? 0, e.streamVersion);
    return { alreadyAppended: true, events: recorded, nextVersions };
  }

  private async checkVersion(tx: SqlExecutor, write: StreamWrite): Promise<number> {
    const { rows } = await tx.query<{ version: number | null }>(
      'SELECT max(stream_version) AS version FROM events WHERE stream_id = $1',
      [write.streamId],
    );
    const actual = rows[0]?.version ?? 0;
    if (write.expectedVersion !== 'any' && write.expectedVersion !== actual) {
      throw new StreamVersionConflictError(write.streamId, write.expectedVersion, actual);
    }
    return actual;
  }

  /** A concurrent writer that took the same version surfaces as a unique violation: a conflict. */
  private async insert(tx: SqlExecutor, write: StreamWrite, version: number, event: NewEvent): Promise<RecordedEvent> {
    try {
      const { rows } = await tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${eventColumns}`,
        [write.streamId, version, event.eventId, event.type, event.schemaVersion ?? 1, event.data, event.metadata],
      );
      return toRecordedEvent(rows[0]!);
    } catch (error) {
      if (isPgError(error, pgErrorCodes.uniqueViolation)) {
        throw new StreamVersionConflictError(write.streamId, write.expectedVersion, null);
      }
      throw error;
    }
  }
}
