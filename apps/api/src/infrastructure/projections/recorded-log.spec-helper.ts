import type { RecordedEvent } from '../event-store/event-store.types';

/**
 * A log for projection specs: each call records one event after the last (global position and
 * its stream's version counted up), with `data.at` as its recording time.
 */
export const recordedLog = () => {
  let position = 0;
  const versions = new Map<string, number>();
  return (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
    position += 1;
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    return {
      globalPosition: position,
      transactionId: String(position),
      streamId,
      streamVersion,
      eventId: `e${position}`,
      type,
      schemaVersion: 1,
      data,
      metadata: { actorId: null, correlationId: 'c' },
      recordedAt: new Date(String(data.at)),
    };
  };
};
