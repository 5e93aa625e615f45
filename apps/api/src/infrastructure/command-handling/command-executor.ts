import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { conflict, type Decider, type DomainCommand, type DomainEvent, type MultiStreamDecider, type StreamEvents } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../database/database';
import { DATABASE, EVENT_STORE } from '../database/database.tokens';
import { uncounted } from '../database/request-costs';
import { StreamVersionConflictError, type RecordedEvent } from '../event-store/event-store.types';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { MetricsService } from '../observability/metrics.service';
import { openPersonalData, sealPersonalData } from '../personal-data/personal-data-envelope';
import { noPersonalData, PERSONAL_DATA_POLICY, type PersonalDataPolicy } from '../personal-data/personal-data.declaration';
import { EventRecorded } from './event-recorded';
import { toMetadata, type RequestContext } from './request-context';

export const MAX_APPEND_ATTEMPTS = 3;
export const concurrentChangeMessage = "I dati sono stati modificati da un'altra operazione. Riprova.";

export type ExecuteOptions<S, C extends DomainCommand, E extends DomainEvent> = {
  decider: Decider<S, C, E>;
  streamId: string;
  command: C;
  context: RequestContext;
  /** Extra writes that must commit with the events (unique claims, credentials); the stream's version is then checked even when nothing is decided. */
  alsoInTransaction?: (tx: SqlExecutor, events: readonly E[]) => Promise<void>;
};

type EventsOf<S> = { [K in keyof S]: DomainEvent };

/** A stream's decision state and the stream version it is at, read from a read model's row; null when there is no row. */
export type StateFromRow<T> = (db: SqlExecutor) => Promise<{ state: T; version: number } | null>;

export type ExecuteOnStreamsOptions<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand> = {
  decider: MultiStreamDecider<S, E, C>;
  /** The stream behind each state the decider reads. */
  streamIds: { [K in keyof S]: string };
  command: C;
  context: RequestContext;
  /** Streams whose personal data the decision never reads: folded sealed, sparing the key look-up. */
  sealedStreams?: readonly (keyof S & string)[];
  /**
   * Streams the decision only reads but whose change must refuse it: the append checks they are
   * still at the version read (a conflict, so the decision is taken again on what changed).
   */
  checkedStreams?: readonly (keyof S & string)[];
  /**
   * Streams the decision only appends to: never read (the decider sees their initial state) and
   * written at any version, so they never conflict (credits added to a wallet do not depend on its
   * balance, and never wait for its spending).
   */
  appendOnlyStreams?: readonly (keyof S & string)[];
  /** Extra writes that must commit with the events; every stream read is then checked. */
  alsoInTransaction?: (tx: SqlExecutor, events: StreamEvents<S, E>) => Promise<void>;
  /**
   * Streams whose state and version come from a read model's row instead of a read and fold of
   * the stream (a buyer's wallet, whose stream grows with every purchase: issue 48). Sound because
   * the read model is written inline, in the append's transaction: the row's version is the
   * stream's version at the commit that wrote it, and a concurrent append moves the stream past
   * it, so the append conflicts as it would after a stream read. No row (null), and every attempt
   * after a conflict, read the stream itself: a version that lagged (say, a row upserted by an
   * older build during a deploy) then costs one retry, not a 409 on every later decision.
   */
  stateFromRows?: { [K in keyof S]?: StateFromRow<S[K]> };
};

/**
 * The command handler template (CONVENTIONS.md habit 4): read the streams, fold each, decide,
 * append with the versions read; on a version conflict start again, a bounded number of times,
 * then answer 409. After commit the events go on the EventBus for side effects.
 * Personal data is sealed before the append and opened after the read (crypto-shredding), so
 * deciders and side effects see plaintext and the log never does.
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly eventBus: EventBus,
    @Optional() @Inject(PERSONAL_DATA_POLICY) private readonly personalData: PersonalDataPolicy = noPersonalData,
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  /** The template over one stream: the multi-stream one with a single stream. */
  async execute<S, C extends DomainCommand, E extends DomainEvent>({ decider, streamId, command, context, alsoInTransaction }: ExecuteOptions<S, C, E>) {
    const { events, states, recorded } = await this.executeOnStreams<{ stream: S }, { stream: E }, C>({
      decider: asMultiStream(decider),
      streamIds: { stream: streamId },
      command,
      context,
      alsoInTransaction: alsoInTransaction && ((tx, decided) => alsoInTransaction(tx, decided.stream ?? [])),
    });
    return { events: events.stream ?? [], state: states.stream, recorded };
  }

  /**
   * The template over several streams (a purchase: the buyer, his wallet, the practice): each
   * stream is read and folded with its own evolve, one decide sees all the states, and the events
   * go to their streams in ONE append, each stream at the version it was read at. A stream the
   * decision writes nothing to is only read: its version is not checked unless it is one of
   * `checkedStreams`.
   */
  executeOnStreams<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>(options: ExecuteOnStreamsOptions<S, E, C>) {
    return this.retryingConflicts((n) => this.attempt(n === 1 ? options : { ...options, stateFromRows: undefined }));
  }

  /** Runs `attempt` (numbered from 1) again on a version conflict, MAX_APPEND_ATTEMPTS times in all, then answers 409. */
  async retryingConflicts<T>(attempt: (n: number) => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt(n);
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
        // The stream that conflicted: with several streams, the one another writer got to first.
        const gaveUp = n >= MAX_APPEND_ATTEMPTS;
        this.metrics?.recordCommandConflict(error.streamId, gaveUp);
        if (gaveUp) throw conflict(concurrentChangeMessage);
      }
    }
  }

  private async attempt<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>(options: ExecuteOnStreamsOptions<S, E, C>) {
    const { decider, streamIds, command, context, alsoInTransaction } = options;
    const { keys, states, versions } = await this.readStates(options);
    const decided: StreamEvents<S, E> = decider.decide(command, states);
    const written = keys.filter((key) => (decided[key] ?? []).length > 0);
    // Nothing decided and nothing else to write: no transaction at all.
    if (written.length === 0 && !alsoInTransaction) return { events: decided, states, recorded: [] as RecordedEvent[] };
    const metadata = toMetadata(context);
    const plain = written.map((key) => decided[key]!.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })));
    const sealed = await Promise.all(plain.map((events) => sealPersonalData(this.db, this.personalData, events)));
    const appendOnly: readonly string[] = options.appendOnlyStreams ?? [];
    const checked = (alsoInTransaction ? keys : (options.checkedStreams ?? [])).filter((key) => !appendOnly.includes(key));
    const writes = [
      ...written.map((key, i) => ({ streamId: streamIds[key], expectedVersion: versions[key], events: sealed[i]! })),
      ...checked.filter((key) => !written.includes(key)).map((key) => ({ streamId: streamIds[key], expectedVersion: versions[key], events: [] })),
    ];
    const result = await this.store.append(writes, alsoInTransaction && ((tx) => alsoInTransaction(tx, decided)));
    const recorded = withPlainData(result.events, plain.flat());
    this.publish(recorded);
    for (const key of written) states[key] = decided[key]!.reduce(evolveOf(decider, key), states[key]);
    return { events: decided, states, recorded };
  }

  /**
   * Every stream but `appendOnlyStreams` and those with a row (`stateFromRows`) in one query,
   * opened (but `sealedStreams`) with one key look-up, each folded with its evolve.
   */
  private async readStates<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>({
    decider,
    streamIds,
    sealedStreams = [],
    appendOnlyStreams = [],
    stateFromRows = {},
  }: ExecuteOnStreamsOptions<S, E, C>) {
    const keys = Object.keys(streamIds) as (keyof S & string)[];
    const loaded = keys.filter((key) => !appendOnlyStreams.includes(key) && stateFromRows[key] !== undefined);
    const streamsOf = (wanted: readonly (keyof S & string)[]) => this.store.readHistories(wanted.map((key) => streamIds[key]));
    const notLoaded = keys.filter((key) => !appendOnlyStreams.includes(key) && !loaded.includes(key));
    const [rows, readFirst] = await Promise.all([Promise.all(loaded.map((key) => stateFromRows[key]!(this.db))), streamsOf(notLoaded)]);
    const fromRows = new Map(loaded.flatMap((key, i) => (rows[i] ? [[key, rows[i]] as const] : [])));
    // A stream without its row is read as any other (one more query, only then).
    const withoutRow = loaded.filter((key) => !fromRows.has(key));
    const read = [...notLoaded, ...withoutRow];
    const readHistories = [...readFirst, ...(withoutRow.length > 0 ? await streamsOf(withoutRow) : [])];
    const histories = keys.map((key) => (read.includes(key) ? readHistories[read.indexOf(key)]! : []));
    const opened = await openPersonalData(
      this.db,
      keys.flatMap((key, i) => (sealedStreams.includes(key) ? [] : histories[i]!)),
    );
    const states = {} as S;
    const versions = {} as Record<keyof S, number | 'any'>;
    keys.forEach((key, i) => {
      const row = fromRows.get(key);
      if (row) {
        states[key] = row.state;
        versions[key] = row.version;
        return;
      }
      const events = sealedStreams.includes(key) ? histories[i]! : opened.filter((e) => e.streamId === streamIds[key]);
      states[key] = events.map((e): DomainEvent => ({ type: e.type, data: e.data })).reduce(evolveOf(decider, key), decider.initialState[key]());
      versions[key] = appendOnlyStreams.includes(key) ? 'any' : (histories[i]!.at(-1)?.streamVersion ?? 0);
    });
    return { keys, states, versions };
  }

  /**
   * Appends facts that decide nothing, such as a line of the document access log: no read, no
   * decider, expected version 'any', so they never conflict with the stream's business commands.
   * Personal data is sealed as for any event; the evolve of the stream must ignore these types.
   */
  async record(streamId: string, events: readonly DomainEvent[], context: RequestContext): Promise<RecordedEvent[]> {
    const metadata = toMetadata(context);
    const plain = events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata }));
    const sealed = await sealPersonalData(this.db, this.personalData, plain);
    const result = await this.store.append([{ streamId, expectedVersion: 'any', events: sealed }]);
    const recorded = withPlainData(result.events, plain);
    this.publish(recorded);
    return recorded;
  }

  /** Outside the request's cost count (`uncounted`): the handlers run on after the answer. */
  publish(events: readonly RecordedEvent[]): void {
    uncounted(() => this.eventBus.publishAll(events.map((e) => new EventRecorded(e))));
  }
}

/** A one-stream decider as a multi-stream one over a single stream named `stream`. */
const asMultiStream = <S, C extends DomainCommand, E extends DomainEvent>(decider: Decider<S, C, E>): MultiStreamDecider<{ stream: S }, { stream: E }, C> => ({
  decide: (command, { stream }) => ({ stream: decider.decide(command, stream) }),
  evolve: { stream: decider.evolve },
  initialState: { stream: decider.initialState },
});

/** One stream's evolve, over the plain event shape the executor hands it. */
const evolveOf = <S extends Record<string, unknown>, K extends keyof S>(decider: { evolve: { [P in keyof S]: unknown } }, key: K) =>
  decider.evolve[key] as (state: S[K], event: DomainEvent) => S[K];

/** Callers and side effects get the plaintext the events were decided with, not the sealed stored form. */
const withPlainData = (recorded: readonly RecordedEvent[], plain: readonly { eventId: string; data: object }[]): RecordedEvent[] => {
  const byId = new Map(plain.map((e) => [e.eventId, e.data as Record<string, unknown>]));
  return recorded.map((e) => ({ ...e, data: byId.get(e.eventId) ?? e.data }));
};
