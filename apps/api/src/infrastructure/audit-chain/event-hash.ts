import { sha256 } from './sha256';

/** The chain's start: the "previous hash" of every stream's first event. */
export const genesisHash: Buffer = Buffer.alloc(32);

/**
 * An event exactly as the log stores it, every field as text in the form the hash covers: the
 * data and metadata as PostgreSQL prints the stored jsonb (personal data still sealed), the time
 * in UTC with microseconds. `storedEventSql` selects these columns in this form.
 */
export type StoredEventText = {
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: string;
  metadata: string;
  recordedAt: string;
};

/** The SQL twin of StoredEventText, for reads that verify or export the chain. */
export const storedEventSql = `global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version,
  data::text AS data, metadata::text AS metadata,
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at, hash`;

/** The row `storedEventSql` selects. */
export type StoredEventRow = {
  global_position: number | string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
  recorded_at: string;
  /** A Buffer from node-postgres, a Uint8Array from PGlite: read it through `storedHashOf`. */
  hash: Uint8Array;
};

export const storedHashOf = (row: { hash: Uint8Array }): Buffer => Buffer.from(row.hash.buffer, row.hash.byteOffset, row.hash.byteLength);

export const toStoredEventText = (row: StoredEventRow): StoredEventText => ({
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});

/** Netstrings (`{bytes}:{text},`): no field's content can pass for a field boundary. */
const netstring = (text: string) => `${Buffer.byteLength(text, 'utf8')}:${text},`;

/** The canonical encoding; `event_chain_hash` in migration 0016 builds the same bytes in SQL. */
export const canonicalEventText = (e: StoredEventText): string =>
  [e.streamId, String(e.streamVersion), e.eventId, e.type, String(e.schemaVersion), e.data, e.metadata, e.recordedAt].map(netstring).join('');

/** SHA-256 over the previous event's hash (of the same stream) and this event's canonical encoding. */
export const eventHash = (previous: Buffer, event: StoredEventText): Buffer => sha256.chained(previous, canonicalEventText(event));
