import type { SqlExecutor } from '../../database/database';
import { eventHash, genesisHash, storedEventSql, storedHashOf, toStoredEventText, type StoredEventRow } from '../event-hash';
import type { AuditProblem, EventPlace } from './audit-problem';
import { keysetBatches } from './keyset-batches';

export type ChainWalk = { events: number; streams: number; problems: number; firstProblem: AuditProblem | null };

// Stream by stream in version order: the unique (stream_id, stream_version) index's order.
const firstBatch = `SELECT ${storedEventSql} FROM events ORDER BY stream_id, stream_version LIMIT $1`;
const nextBatch = `SELECT ${storedEventSql} FROM events WHERE (stream_id, stream_version) > ($1, $2) ORDER BY stream_id, stream_version LIMIT $3`;

const placeOf = (row: StoredEventRow): EventPlace => ({ streamId: row.stream_id, version: row.stream_version, position: Number(row.global_position) });

/**
 * A hash that does not match may still match the event's content chained to another event of its
 * stream (or to its start): then a link is broken (an event inserted, deleted or moved) rather
 * than the content changed. Asked once, for the first problem only.
 */
const diagnoseMismatch = async (db: SqlExecutor, row: StoredEventRow): Promise<AuditProblem> => {
  const { rows } = await db.query<{ stream_version: number; hash: Uint8Array }>(
    'SELECT stream_version, hash FROM events WHERE stream_id = $1 AND stream_version <> $2 ORDER BY stream_version',
    [row.stream_id, row.stream_version - 1],
  );
  const stored = storedHashOf(row);
  const text = toStoredEventText(row);
  for (const candidate of [{ stream_version: 0, hash: genesisHash as Uint8Array }, ...rows]) {
    if (eventHash(storedHashOf(candidate), text).equals(stored)) return { kind: 'broken-link', chainsTo: candidate.stream_version, ...placeOf(row) };
  }
  return { kind: 'content-mismatch', ...placeOf(row) };
};

/** Where the walk stands: the stream it is in, the version it expects next and the hash that one must chain to. */
type Cursor = { streamId: string | null; expectedVersion: number; previous: Buffer };

/** Checks one event against the cursor and moves the cursor past it; answers what is wrong with it, if anything. */
const step = (cursor: Cursor, row: StoredEventRow): AuditProblem['kind'] | null => {
  const stored = storedHashOf(row);
  if (row.stream_version < cursor.expectedVersion) return 'invalid-version';
  if (row.stream_version > cursor.expectedVersion) {
    // The link across a gap cannot be checked: the walk goes on from this event's own hash.
    cursor.expectedVersion = row.stream_version + 1;
    cursor.previous = stored;
    return 'missing-versions';
  }
  const matches = eventHash(cursor.previous, toStoredEventText(row)).equals(stored);
  cursor.expectedVersion++;
  cursor.previous = stored;
  if (Number(row.global_position) < 1) return 'position-outside-log';
  return matches ? null : 'content-mismatch';
};

const describeFirst = async (db: SqlExecutor, kind: AuditProblem['kind'], row: StoredEventRow, expectedVersion: number): Promise<AuditProblem> => {
  if (kind === 'content-mismatch') return diagnoseMismatch(db, row);
  if (kind === 'missing-versions') return { kind, from: expectedVersion, to: row.stream_version - 1, ...placeOf(row) };
  return { kind: kind as 'invalid-version' | 'position-outside-log', ...placeOf(row) };
};

/**
 * Walks every stream's chain: each event must follow the version before it and its hash must be
 * SHA-256 of the previous event's hash and its own stored content (eventHash). Counts every
 * problem and describes the first; a changed event does not hide the ones after it, since the
 * walk goes on from the hash the event stores.
 */
export const walkChains = async (db: SqlExecutor, batchSize: number, onBatch: (events: number) => void): Promise<ChainWalk> => {
  const walk: ChainWalk = { events: 0, streams: 0, problems: 0, firstProblem: null };
  const cursor: Cursor = { streamId: null, expectedVersion: 1, previous: genesisHash };
  const fetch = async (after: StoredEventRow | null) =>
    after === null
      ? (await db.query<StoredEventRow>(firstBatch, [batchSize], 'audit_verify_chain_first')).rows
      : (await db.query<StoredEventRow>(nextBatch, [after.stream_id, after.stream_version, batchSize], 'audit_verify_chain_next')).rows;
  for await (const rows of keysetBatches(fetch, batchSize)) {
    for (const row of rows) {
      if (row.stream_id !== cursor.streamId) {
        Object.assign(cursor, { streamId: row.stream_id, expectedVersion: 1, previous: genesisHash });
        walk.streams++;
      }
      const expectedVersion = cursor.expectedVersion;
      const problem = step(cursor, row);
      if (problem && walk.problems++ === 0) walk.firstProblem = await describeFirst(db, problem, row, expectedVersion);
    }
    walk.events += rows.length;
    onBatch(walk.events);
  }
  return walk;
};
