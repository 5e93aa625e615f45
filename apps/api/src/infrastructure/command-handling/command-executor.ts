import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { conflict, type Decider, type DomainCommand, type DomainEvent, type MultiStreamDecider, type StreamEvents } from '@pratiche/domain';
import { DATABASE, EVENT_STORE } from '../database/database.tokens';
import type { ClosingRead, Database, SqlExecutor } from '../database/database';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { StreamVersionConflictError, type RecordedEvent } from '../event-store/event-store.types';
import { MetricsService } from '../observability/metrics.service';
import { openPersonalData, sealPersonalData } from '../personal-data/personal-data-envelope';
import { noPersonalData, PERSONAL_DATA_POLICY, type PersonalDataPolicy } from '../personal-data/personal-data.declaration';
import { EventRecorded } from './event-recorded';
import { toMetadata, type RequestContext } from './request-context';
import { StreamSnapshots, type StreamSnapshot } from './stream-snapshots';

export const MAX_APPEND_ATTEMPTS = 3;
export const concurrentChangeMessage = "I dati sono stati modificati da un'altra operazione. Riprova.";

export type ExecuteOptions<S, C extends DomainCommand, E extends DomainEvent> = {
  decider: Decider<S, C, E>;
  streamId: string;
  command: C;
  context: RequestContext;
  /** Extra writes that must commit with the events (unique claims, credentials). */
  alsoInTransaction?: (tx: SqlExecutor, events: readonly E[]) => Promise<void>;
};

type EventsOf<S> = { [K in keyof S]: DomainEvent };

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
  /** A read sent with the append's COMMIT when it can be (see PostgresEventStore.append): the answer, without a round trip of its own. */
  closingRead?: ClosingRead;
};

/**
 * The command handler template (CONVENTIONS.md habit 4): read the stream, fold it, decide,
 * append with the expected version; on a version conflict start again, a bounded number of times,
 * then answer 409. After commit the events go on the EventBus for side effects.
 * Personal data is sealed before the append and opened after the read (crypto-shredding), so
 * deciders and side effects see plaintext and the log never does.
 */
@Injectable()
export class CommandExecutor {
  /** Folded states of the streams `executeOnStreams` read, so the next decision folds only what came after. */
  private readonly snapshots = new StreamSnapshots();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly eventBus: EventBus,
    @Optional() @Inject(PERSONAL_DATA_POLICY) private readonly personalData: PersonalDataPolicy = noPersonalData,
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  execute<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    return this.retryingConflicts(() => this.attempt(options));
  }

  /**
   * The same template over several streams (a purchase: the buyer, his wallet, the practice):
   * each stream is read and folded with its own evolve, one decide sees all the states, and the
   * events go to their streams in ONE transaction, each stream at the version it was read at.
   * A stream the decision writes nothing to is only read: its version is not checked unless it
   * is one of `checkedStreams`.
   */
  executeOnStreams<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>(options: ExecuteOnStreamsOptions<S, E, C>) {
    return this.retryingConflicts(() => this.attemptOnStreams(options));
  }

  private async retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
        // The stream that conflicted: with several streams, the one another writer got to first.
        const gaveUp = n >= MAX_APPEND_ATTEMPTS;
        this.metrics?.recordCommandConflict(error.streamId, gaveUp);
        if (gaveUp) throw conflict(concurrentChangeMessage);
      }
    }
  }

  private async attemptOnStreams<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>(
    options: ExecuteOnStreamsOptions<S, E, C>,
  ) {
    const { decider, streamIds, command, context, checkedStreams = [] } = options;
    const { keys, states, versions } = await this.readStates(options);
    const decided: StreamEvents<S, E> = decider.decide(command, states);
    const metadata = toMetadata(context);
    const written = keys.flatMap((key) => {
      const events = decided[key] ?? [];
      return events.length === 0 ? [] : [{ key, streamId: streamIds[key], expectedVersion: versions[key], events }];
    });
    const plain = written.map((w) => w.events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })));
    const sealed = await Promise.all(plain.map((events) => sealPersonalData(this.db, this.personalData, events)));
    const writes = written.map((w, i) => ({ streamId: w.streamId, expectedVersion: w.expectedVersion, events: sealed[i]! }));
    const checks = checkedStreams.filter((key) => !decided[key]?.length).map((key) => ({ streamId: streamIds[key], expectedVersion: versions[key], events: [] }));
    const result = writes.length > 0 ? await this.store.append([...writes, ...checks], undefined, options.closingRead) : null;
    const recorded = result ? withPlainData(result.events, plain.flat()) : [];
    this.publish(recorded);
    for (const w of written) states[w.key] = w.events.reduce(evolveOf(decider, w.key), states[w.key]);
    return { events: decided, states, recorded };
  }

  /**
   * Every stream in one round trip, from its snapshot on when one is kept (StreamSnapshots), opened
   * (but `sealedStreams`) with one key look-up, each folded with its evolve onto its snapshot.
   */
  private async readStates<S extends Record<string, unknown>, E extends EventsOf<S>, C extends DomainCommand>(
    { decider, streamIds, sealedStreams = [] }: ExecuteOnStreamsOptions<S, E, C>,
  ) {
    const keys = Object.keys(streamIds) as (keyof S & string)[];
    const reads = keys.map((key) => ({ key, streamId: streamIds[key], sealed: sealedStreams.includes(key), fold: evolveOf(decider, key) }));
    const snapshots = reads.map((r) => this.snapshots.get<S[keyof S & string]>(r.fold, snapshotKey(r)));
    const histories = await this.store.readHistoriesFrom(reads.map((r, i) => ({ streamId: r.streamId, fromVersion: snapshots[i]?.version ?? 0 })));
    // A snapshot whose last event is gone (a restored or emptied database) is dropped: that stream is read whole.
    const stale = reads.flatMap((_, i) => (snapshots[i] && histories[i]![0]?.eventId !== snapshots[i]!.lastEventId ? [i] : []));
    const wholes = stale.length > 0 ? await this.store.readHistoriesFrom(stale.map((i) => ({ streamId: reads[i]!.streamId, fromVersion: 0 }))) : [];
    stale.forEach((i, j) => {
      snapshots[i] = undefined;
      histories[i] = wholes[j]!;
    });
    // The snapshot's own event came back only to be checked.
    const fresh = histories.map((history, i) => (snapshots[i] ? history.slice(1) : history));
    const opened = await openPersonalData(this.db, reads.flatMap((r, i) => (r.sealed ? [] : fresh[i]!)));
    const states = {} as S;
    const versions = {} as Record<keyof S, number>;
    reads.forEach((r, i) => {
      const events = r.sealed ? fresh[i]! : opened.filter((e) => e.streamId === r.streamId);
      const snapshot = snapshots[i];
      const from: S[keyof S & string] = snapshot ? snapshot.state : decider.initialState[r.key]();
      states[r.key] = events.map((e): DomainEvent => ({ type: e.type, data: e.data })).reduce(r.fold, from);
      const last = fresh[i]!.at(-1);
      versions[r.key] = last?.streamVersion ?? snapshot?.version ?? 0;
      if (last) this.keepSnapshot(r, fresh[i]!, { version: last.streamVersion, lastEventId: last.eventId, state: states[r.key] });
    });
    return { keys, states, versions };
  }

  /**
   * Keeps a stream's folded state for the next decision, unless it holds opened personal data: a
   * state kept in memory would outlive the erasure of its subject's key (crypto-shredding).
   */
  private keepSnapshot(read: SnapshotRead, events: readonly { type: string }[], snapshot: StreamSnapshot): void {
    const holdsPersonalData = !read.sealed && events.some((e) => this.personalData.has(e.type));
    if (holdsPersonalData) this.snapshots.delete(read.fold, snapshotKey(read));
    else this.snapshots.set(read.fold, snapshotKey(read), snapshot);
  }

  private async attempt<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    const { decider, streamId, command, context } = options;
    const history = await openPersonalData(this.db, await this.store.readStream(streamId));
    const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as E), decider.initialState());
    const events = decider.decide(command, state);
    // Nothing decided and nothing else to write: no transaction at all.
    if (events.length === 0 && !options.alsoInTransaction) return { events, state, recorded: [] as RecordedEvent[] };
    const metadata = toMetadata(context);
    const plain = events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata }));
    // Keys are fetched (or created) before the append, so the append stays as short as before.
    const sealed = await sealPersonalData(this.db, this.personalData, plain);
    const writes = [{ streamId, expectedVersion: history.length, events: sealed }];
    // A transaction only when other writes must join the events; else the store picks its cheapest path.
    const also = options.alsoInTransaction;
    const result = also
      ? await this.db.transaction(async (tx) => {
          await also(tx, events);
          return this.store.append(writes, tx);
        })
      : await this.store.append(writes);
    const recorded = withPlainData(result.events, plain);
    this.publish(recorded);
    return { events, state: events.reduce(decider.evolve, state), recorded };
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

  publish(events: readonly RecordedEvent[]): void {
    this.eventBus.publishAll(events.map((e) => new EventRecorded(e)));
  }
}

type SnapshotRead = { streamId: string; sealed: boolean; fold: unknown };

/** A stream folded sealed is another state than the same stream opened. */
const snapshotKey = ({ streamId, sealed }: SnapshotRead) => (sealed ? `sealed:${streamId}` : streamId);

/** One stream's evolve, over the plain event shape the executor hands it. */
const evolveOf = <S extends Record<string, unknown>, K extends keyof S>(decider: { evolve: { [P in keyof S]: unknown } }, key: K) =>
  decider.evolve[key] as (state: S[K], event: DomainEvent) => S[K];

/** Callers and side effects get the plaintext the events were decided with, not the sealed stored form. */
const withPlainData = (recorded: readonly RecordedEvent[], plain: readonly { eventId: string; data: object }[]): RecordedEvent[] => {
  const byId = new Map(plain.map((e) => [e.eventId, e.data as Record<string, unknown>]));
  return recorded.map((e) => ({ ...e, data: byId.get(e.eventId) ?? e.data }));
};
