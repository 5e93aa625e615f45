/** Who caused an event and in answer to what; every event carries it (ARCHITECTURE.md section 3). */
export type EventMetadata = {
  actorId: number | 'system' | null;
  correlationId: string;
  causationId?: string;
  requestId?: string;
};

/** An event about to be appended. `eventId` makes a retried append idempotent. */
export type NewEvent = {
  eventId: string;
  type: string;
  data: object;
  metadata: EventMetadata;
  schemaVersion?: number;
};

/** `number`: the stream must hold exactly that many events (0 = must not exist yet). */
export type ExpectedVersion = number | 'any';

/**
 * Events for one stream at the version it was read at. A write with no events only checks that
 * version: a stream a decision read but writes nothing to, whose change must refuse the append.
 */
export type StreamWrite = { streamId: string; expectedVersion: ExpectedVersion; events: readonly NewEvent[] };

export type RecordedEvent<Data = Record<string, unknown>> = {
  globalPosition: number;
  transactionId: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
};

export type AppendResult = {
  /** True when every event id was already stored: a retry of an append that had succeeded. */
  alreadyAppended: boolean;
  events: RecordedEvent[];
  /** Version of each written stream after the append. */
  nextVersions: Record<string, number>;
};

/** The stream did not have the expected version: someone else wrote first. */
export class StreamVersionConflictError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number | null,
  ) {
    super(`Stream ${streamId}: expected version ${expectedVersion}, found ${actualVersion ?? 'a concurrent write'}`);
    this.name = 'StreamVersionConflictError';
  }
}

/** An event with this id is already stored: the append is a retry (see PostgresEventStore.append). */
export class DuplicateEventIdError extends Error {
  constructor(readonly eventId: string) {
    super(`Event ${eventId} is already stored`);
    this.name = 'DuplicateEventIdError';
  }
}

/** Position in the log as a subscriber reads it: transaction id first, then global position. */
export type LogPosition = { transactionId: string; globalPosition: number };
export const logStart: LogPosition = { transactionId: '0', globalPosition: 0 };
