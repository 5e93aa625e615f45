import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { conflict, type Decider, type DomainCommand, type DomainEvent } from '@pratiche/domain';
import { DATABASE, EVENT_STORE } from '../database/database.tokens';
import type { Database, SqlExecutor } from '../database/database';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { StreamVersionConflictError, type RecordedEvent } from '../event-store/event-store.types';
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
  /** Extra writes that must commit with the events (unique claims, credentials). */
  alsoInTransaction?: (tx: SqlExecutor, events: readonly E[]) => Promise<void>;
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
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly eventBus: EventBus,
    @Optional() @Inject(PERSONAL_DATA_POLICY) private readonly personalData: PersonalDataPolicy = noPersonalData,
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  async execute<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(options);
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
        const gaveUp = attempt >= MAX_APPEND_ATTEMPTS;
        this.metrics?.recordCommandConflict(options.streamId, gaveUp);
        if (gaveUp) throw conflict(concurrentChangeMessage);
      }
    }
  }

  private async attempt<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    const { decider, streamId, command, context } = options;
    const history = await openPersonalData(this.db, await this.store.readStream(streamId));
    const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as E), decider.initialState());
    const events = decider.decide(command, state);
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

  publish(events: readonly RecordedEvent[]): void {
    this.eventBus.publishAll(events.map((e) => new EventRecorded(e)));
  }
}

/** Callers and side effects get the plaintext the events were decided with, not the sealed stored form. */
const withPlainData = (recorded: readonly RecordedEvent[], plain: readonly { eventId: string; data: object }[]): RecordedEvent[] => {
  const byId = new Map(plain.map((e) => [e.eventId, e.data as Record<string, unknown>]));
  return recorded.map((e) => ({ ...e, data: byId.get(e.eventId) ?? e.data }));
};
