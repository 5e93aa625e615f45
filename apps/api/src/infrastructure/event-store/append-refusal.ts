import { isPgError, pgErrorCodes } from '../database/database';
import type { NewEvent, StreamWrite } from './event-store.types';

/**
 * An insert stored nothing: the stream was not at the expected version, or a unique index refused
 * it. No `event` when a write without events found its stream moved on (a version check only).
 */
export class AppendRefused extends Error {
  constructor(
    readonly write: StreamWrite,
    readonly event: NewEvent | undefined,
    readonly constraint?: string,
  ) {
    super(`Append to ${write.streamId} refused`);
  }
}

const eventIndexes = ['events_stream_version_key', 'events_event_id_key'];

/** The write a unique violation names (`Key (stream_id, stream_version)=(s, 3)`), else the first. */
const refusedWrite = (writes: readonly StreamWrite[], error: Error & { constraint?: string; detail?: string }) => {
  const write = writes.find((w) => error.detail?.includes(`(${w.streamId}, `)) ?? writes[0]!;
  return new AppendRefused(write, write.events[0]!, error.constraint);
};

/**
 * The insert's error as AppendRefused when the events' own unique indexes refused it, or when the
 * server broke a deadlock by failing this append: two appends waiting on each other's insert into
 * a stream, which one at a time would have met as a version conflict. Any other error as it is.
 */
export const asRefusal = (writes: readonly StreamWrite[], error: unknown): unknown => {
  if (isPgError(error, pgErrorCodes.deadlockDetected)) return refusedWrite(writes, error);
  if (isPgError(error, pgErrorCodes.uniqueViolation) && eventIndexes.includes(error.constraint ?? '')) return refusedWrite(writes, error);
  return error;
};
