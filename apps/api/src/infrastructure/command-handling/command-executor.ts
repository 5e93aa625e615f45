import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { conflict, type Decider, type DomainCommand, type DomainEvent } from '@pratiche/domain';
import { DATABASE, EVENT_STORE } from '../database/database.tokens';
import type { Database, SqlExecutor } from '../database/database';
import type { PostgresEventStore } from '../event-store/postgres-event-store';
import { StreamVersionConflictError, type RecordedEvent } from '../event-store/event-store.types';
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
 */
@Injectable()
export class CommandExecutor {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly eventBus: EventBus,
  ) {}

  async execute<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(options);
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
        if (attempt >= MAX_APPEND_ATTEMPTS) throw conflict(concurrentChangeMessage);
      }
    }
  }

  private async attempt<S, C extends DomainCommand, E extends DomainEvent>(options: ExecuteOptions<S, C, E>) {
    const { decider, streamId, command, context } = options;
    const history = await this.store.readStream(streamId);
    const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as unknown as E), decider.initialState());
    const events = decider.decide(command, state);
    const metadata = toMetadata(context);
    const writes = [{ streamId, expectedVersion: history.length, events: events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })) }];
    // A transaction only when other writes must join the events; else the store picks its cheapest path.
    const also = options.alsoInTransaction;
    const result = also
      ? await this.db.transaction(async (tx) => {
          await also(tx, events);
          return this.store.append(writes, tx);
        })
      : await this.store.append(writes);
    this.publish(result.events);
    return { events, state: events.reduce(decider.evolve, state), recorded: result.events };
  }

  publish(events: readonly RecordedEvent[]): void {
    this.eventBus.publishAll(events.map((e) => new EventRecorded(e)));
  }
}
