import { sqlLiteral } from '../database/sql-literal';
import { AppendRefused } from './append-refusal';
import { eventColumns, toRecordedEvent, type EventRow } from './event-row';
import type { AppendResult, RecordedEvent, StreamWrite } from './event-store.types';

// The SQL of the scripted appends (PostgresEventStore.appendInOneTrip, appendScripted): every
// event at an explicit version, as literal SQL (sql-literal.ts), and what the script answers.

const insertedColumns = 'stream_id, stream_version, event_id, type, schema_version, data, metadata';

/**
 * The version of a write's `index`-th event, as SQL. The first event after a non-empty stream
 * takes the stored version of the event it expects last, plus one: a stream short of that version
 * gives NULL, which the NOT NULL column refuses with an error (so nothing sent after it in a
 * script runs), and a stream past it trips the (stream, version) unique index.
 */
const versionAt = (write: StreamWrite, index: number): string => {
  const expected = write.expectedVersion as number;
  if (index > 0 || expected === 0) return sqlLiteral(expected + index + 1);
  return `(SELECT stream_version + 1 FROM events WHERE stream_id = ${sqlLiteral(write.streamId)} AND stream_version = ${sqlLiteral(expected)})`;
};

/** True in SQL while a write without events (a version check only) finds its stream at the expected version. */
const unchanged = (write: StreamWrite): string =>
  `(SELECT coalesce(max(stream_version), 0) FROM events WHERE stream_id = ${sqlLiteral(write.streamId)}) = ${sqlLiteral(write.expectedVersion)}`;

/**
 * One INSERT of every event at its explicit version (versionAt), as literal SQL. The version
 * checks of writes without events guard the first event's version: a stream that moved on makes
 * it NULL, refused like a stream short of its version, so nothing after it in the script runs.
 */
export const insertAtVersions = (writes: readonly StreamWrite[]): string => {
  const checks = writes.filter((w) => w.events.length === 0).map(unchanged);
  const rows = writes.flatMap((w) =>
    w.events.map((e, i) => {
      const values = [w.streamId, e.eventId, e.type, e.schemaVersion ?? 1, e.data, e.metadata].map(sqlLiteral);
      const version = checks.length > 0 && w === writes.find((x) => x.events.length > 0) && i === 0
        ? `CASE WHEN ${checks.join(' AND ')} THEN ${versionAt(w, i)} END`
        : versionAt(w, i);
      return `(${values[0]}, ${version}, ${values[1]}::uuid, ${values[2]}, ${values[3]}, ${values[4]}::jsonb, ${values[5]}::jsonb)`;
    }),
  );
  return `INSERT INTO events (${insertedColumns}) VALUES ${rows.join(', ')} RETURNING ${eventColumns}`;
};

/** What only the insert assigns: a projection run before it (appendInOneTrip) must not read these. */
const assignedByInsert = ['globalPosition', 'transactionId', 'recordedAt'] as const;

/**
 * The events as the insert will store them, but for what only the insert assigns: reading any of
 * that (even by a spread) sets `probe.read`, and the append then gives up its one-trip path.
 */
export const beforeInsert = (writes: readonly StreamWrite[]) => {
  const probe = { read: false };
  const events = writes.flatMap((w) =>
    w.events.map((e, i) => {
      const { eventId, type, data, metadata } = e;
      const event = { streamId: w.streamId, streamVersion: (w.expectedVersion as number) + i + 1, eventId, type, schemaVersion: e.schemaVersion ?? 1, data, metadata };
      for (const field of assignedByInsert) Object.defineProperty(event, field, { enumerable: true, get: () => void (probe.read = true) });
      return event as unknown as RecordedEvent;
    }),
  );
  return { events, probe };
};

/** The result of a scripted insert (insertAtVersions), its events in the order they were written. */
export const appended = (writes: readonly StreamWrite[], rows: readonly EventRow[]): AppendResult => {
  if (rows.length === 0) throw new AppendRefused(writes[0]!, writes[0]!.events[0]!);
  const byId = new Map(rows.map((row) => [row.event_id, toRecordedEvent(row)]));
  const events = writes.flatMap((w) => w.events.map((e) => byId.get(e.eventId)!));
  const nextVersions = Object.fromEntries(writes.map((w) => [w.streamId, (w.expectedVersion as number) + w.events.length]));
  return { alreadyAppended: false, events, nextVersions };
};

