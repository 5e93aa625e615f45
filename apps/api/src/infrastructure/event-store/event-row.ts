import { upcastPracticeEventData, upcastSavedSearchEventData } from '@pratiche/domain';
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

/**
 * The domain's upcasters: an event recorded in an older shape reaches the deciders, the
 * projections and their rebuilds in the current one. Every read of the log goes through here.
 */
export const upcastEventData = (type: string, data: Record<string, unknown>): Record<string, unknown> =>
  upcastSavedSearchEventData(type, upcastPracticeEventData(type, data));

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  globalPosition: row.global_position,
  transactionId: row.transaction_id,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  eventId: row.event_id,
  type: row.type,
  schemaVersion: row.schema_version,
  data: upcastEventData(row.type, row.data),
  metadata: row.metadata,
  recordedAt: row.recorded_at,
});
