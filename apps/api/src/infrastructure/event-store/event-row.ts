import type { EventMetadata, RecordedEvent } from './event-store.types';

export type EventRow = {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
};

export const eventColumns =
  'global_position, transaction_id::text AS transaction_id, stream_id, stream_version, event_id, type, schema_version, data, metadata, recorded_at';

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  globalPosition: row.global_position,
  transactionId: row.transaction_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});
