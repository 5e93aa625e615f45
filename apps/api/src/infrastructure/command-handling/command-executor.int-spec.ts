import { randomUUID } from 'node:crypto';
import type { EventBus } from '@nestjs/cqrs';
import { DomainError, type Decider, type DomainCommand, type DomainEvent, type MultiStreamDecider } from '@pratiche/domain';
import { createMigratedSchema } from '../../testing/migrated-schema';
import type { Database } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { MetricsService } from '../observability/metrics.service';
import { CommandExecutor, MAX_APPEND_ATTEMPTS, concurrentChangeMessage } from './command-executor';
import type { EventRecorded } from './event-recorded';
import { systemContext } from './request-context';

type Incremented = DomainEvent<'Incremented', { value: number }>;
type Increment = DomainCommand<'Increment', object>;

/** A counter decider that counts how often it was asked to decide. */
const counter = () => {
  let decisions = 0;
  const decider: Decider<number, Increment, Incremented> = {
    initialState: () => 0,
    evolve: (state) => state + 1,
    decide: (_command, state) => {
      decisions += 1;
      return [{ type: 'Incremented', data: { value: state + 1 } }];
    },
  };
  return { decider, decisions: () => decisions };
};

describe('command handler template: read, fold, decide, append with expected version, retry', () => {
  let db: Database;
  let store: PostgresEventStore;
  let published: EventRecorded[];
  let executor: CommandExecutor;

  beforeAll(async () => {
    db = await createMigratedSchema();
    store = new PostgresEventStore(db);
  });
  beforeEach(() => {
    published = [];
    const bus = { publishAll: (events: EventRecorded[]) => published.push(...events) } as unknown as EventBus;
    executor = new CommandExecutor(db, store, bus);
  });
  afterAll(() => db.close());

  const rivalAppend = (streamId: string) => async () => {
    const version = (await store.readStream(streamId)).length;
    await store.append([
      {
        streamId,
        expectedVersion: version,
        events: [{ eventId: randomUUID(), type: 'Incremented', data: { value: -1 }, metadata: { actorId: null, correlationId: 'rival' } }],
      },
    ]);
  };

  it('appends the decided events with the context as metadata and publishes them after commit', async () => {
    const streamId = `counter-${randomUUID()}`;
    const context = systemContext();
    const result = await executor.execute({ decider: counter().decider, streamId, command: { type: 'Increment', data: {} }, context });
    expect(result.state).toBe(1);
    const [stored] = await store.readStream(streamId);
    expect(stored!.metadata).toEqual({ actorId: 'system', correlationId: context.correlationId, requestId: context.requestId });
    expect(published.map((p) => p.event.eventId)).toEqual([stored!.eventId]);
  });

  it('one command is one transaction, its other writes included; a command that decides nothing opens none', async () => {
    const transaction = jest.spyOn(db, 'transaction');
    const command = { type: 'Increment', data: {} } as const;
    const streamId = `counter-${randomUUID()}`;
    await executor.execute({
      decider: counter().decider,
      streamId,
      command,
      context: systemContext(),
      alsoInTransaction: async (tx) => void (await tx.query('SELECT 1')),
    });
    expect(transaction).toHaveBeenCalledTimes(1);
    const idle: Decider<number, Increment, Incremented> = { ...counter().decider, decide: () => [] };
    await executor.execute({ decider: idle, streamId, command, context: systemContext() });
    expect(transaction).toHaveBeenCalledTimes(1);
    transaction.mockRestore();
  });

  /** A store on which a rival writer commits right after each of our reads, `times` times. */
  const storeWithRival = (streamId: string, times: number) => {
    const racing = new PostgresEventStore(db);
    const read = racing.readHistories.bind(racing);
    let rivals = 0;
    racing.readHistories = async (streamIds) => {
      const histories = await read(streamIds);
      if (rivals++ < times) await rivalAppend(streamId)();
      return histories;
    };
    return racing;
  };
  const quietBus = { publishAll: () => undefined } as unknown as EventBus;

  it('retries after a version conflict and decides again on the new state', async () => {
    const streamId = `counter-${randomUUID()}`;
    const { decider, decisions } = counter();
    const execution = new CommandExecutor(db, storeWithRival(streamId, 1), quietBus);
    const result = await execution.execute({ decider, streamId, command: { type: 'Increment', data: {} }, context: systemContext() });
    expect(decisions()).toBe(2);
    expect(result.state).toBe(2);
    expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([{ value: -1 }, { value: 2 }]);
  });

  it(`gives up after ${MAX_APPEND_ATTEMPTS} conflicting attempts with a 409-kind Italian error and appends nothing`, async () => {
    const streamId = `counter-${randomUUID()}`;
    const { decider, decisions } = counter();
    const execution = new CommandExecutor(db, storeWithRival(streamId, Infinity), quietBus);
    const attempt = execution.execute({ decider, streamId, command: { type: 'Increment', data: {} }, context: systemContext() });
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', message: concurrentChangeMessage });
    expect(decisions()).toBe(MAX_APPEND_ATTEMPTS);
    expect((await store.readStream(streamId)).every((e) => e.metadata.correlationId === 'rival')).toBe(true);
  });

  it('concurrent commands on one stream never lose an increment: each success is one event', async () => {
    const streamId = `counter-${randomUUID()}`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        executor.execute({ decider: counter().decider, streamId, command: { type: 'Increment', data: {} }, context: systemContext() }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.every((o) => o.reason instanceof DomainError && o.reason.kind === 'conflict')).toBe(true);
    const values = (await store.readStream(streamId)).map((e) => (e.data as { value: number }).value);
    expect(values).toEqual(Array.from({ length: succeeded }, (_, i) => i + 1));
  });

  it('counts conflicts and retries per stream category, and the commands that gave up with 409 (metrics)', async () => {
    const metrics = new MetricsService();
    const count = async (metric: 'commandConflicts' | 'commandRetries' | 'commandsGivenUp') =>
      (await metrics[metric].get()).values.find((v) => v.labels.stream === 'counter')?.value ?? 0;
    const once = `counter-${randomUUID()}`;
    await new CommandExecutor(db, storeWithRival(once, 1), quietBus, undefined, metrics).execute({
      decider: counter().decider,
      streamId: once,
      command: { type: 'Increment', data: {} },
      context: systemContext(),
    });
    expect([await count('commandConflicts'), await count('commandRetries'), await count('commandsGivenUp')]).toEqual([1, 1, 0]);
    const always = `counter-${randomUUID()}`;
    await new CommandExecutor(db, storeWithRival(always, Infinity), quietBus, undefined, metrics)
      .execute({ decider: counter().decider, streamId: always, command: { type: 'Increment', data: {} }, context: systemContext() })
      .catch(() => undefined);
    expect([await count('commandConflicts'), await count('commandRetries'), await count('commandsGivenUp')]).toEqual([
      1 + MAX_APPEND_ATTEMPTS,
      1 + MAX_APPEND_ATTEMPTS - 1,
      1,
    ]);
  });
});

type Moved = DomainEvent<'Moved', { amount: number }>;
type Move = DomainCommand<'Move', { amount: number }>;
type Accounts = { from: number; to: number; audit: number };

/** Moves credits between two balances; reads an audit stream it never writes. Counts its decisions. */
const transfers = () => {
  let decisions = 0;
  const balance = (state: number, event: Moved) => state + event.data.amount;
  const decider: MultiStreamDecider<Accounts, { from: Moved; to: Moved; audit: Moved }, Move> = {
    initialState: { from: () => 0, to: () => 0, audit: () => 0 },
    evolve: { from: balance, to: balance, audit: balance },
    decide: (command, states) => {
      decisions += 1;
      if (states.from < command.data.amount) throw new DomainError('conflict', 'Saldo insufficiente');
      return {
        from: [{ type: 'Moved', data: { amount: -command.data.amount } }],
        to: [{ type: 'Moved', data: { amount: command.data.amount } }],
      };
    },
  };
  return { decider, decisions: () => decisions };
};

describe('command handler template over several streams: one decide, one transaction, every expected version', () => {
  let db: Database;
  let store: PostgresEventStore;
  const quietBus = { publishAll: () => undefined } as unknown as EventBus;

  beforeAll(async () => {
    db = await createMigratedSchema();
    store = new PostgresEventStore(db);
  });
  afterAll(() => db.close());

  const moved = (amount: number) => ({ eventId: randomUUID(), type: 'Moved', data: { amount }, metadata: { actorId: null, correlationId: 'seed' } });
  const seed = async (streamId: string, amount: number) => {
    await store.append([{ streamId, expectedVersion: 'any', events: [moved(amount)] }]);
  };
  const streams = () => ({ from: `account-${randomUUID()}`, to: `account-${randomUUID()}`, audit: `audit-${randomUUID()}` });
  const sum = async (streamId: string) => (await store.readStream(streamId)).reduce((s, e) => s + (e.data as { amount: number }).amount, 0);
  const move = (amount: number) => ({ type: 'Move', data: { amount } }) as const;

  it('folds each stream with its own evolve, decides once, appends to the written streams only, and answers the new states', async () => {
    const ids = streams();
    await seed(ids.from, 5);
    await seed(ids.audit, 7);
    const published: EventRecorded[] = [];
    const bus = { publishAll: (events: EventRecorded[]) => published.push(...events) } as unknown as EventBus;
    const result = await new CommandExecutor(db, store, bus).executeOnStreams({
      decider: transfers().decider,
      streamIds: ids,
      command: move(3),
      context: systemContext(),
    });
    expect(result.states).toEqual({ from: 2, to: 3, audit: 7 });
    expect((await store.readStream(ids.from)).map((e) => e.streamVersion)).toEqual([1, 2]);
    expect((await store.readStream(ids.to)).map((e) => e.streamVersion)).toEqual([1]);
    expect(await store.readStream(ids.audit)).toHaveLength(1);
    const [debit, credit] = [(await store.readStream(ids.from))[1]!, (await store.readStream(ids.to))[0]!];
    expect(debit.transactionId).toBe(credit.transactionId);
    expect(published.map((p) => p.event.eventId)).toEqual([debit.eventId, credit.eventId]);
  });

  it('a refusal appends nothing to any stream', async () => {
    const ids = streams();
    await seed(ids.from, 2);
    const attempt = new CommandExecutor(db, store, quietBus).executeOnStreams({
      decider: transfers().decider,
      streamIds: ids,
      command: move(3),
      context: systemContext(),
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', message: 'Saldo insufficiente' });
    expect(await store.readStream(ids.to)).toHaveLength(0);
    expect(await store.readStream(ids.from)).toHaveLength(1);
  });

  /** A store on which a rival writes to `streamId` right after each read of it, `times` times. */
  const rivalOn = (streamId: string, times: number) => {
    const racing = new PostgresEventStore(db);
    const read = racing.readHistories.bind(racing);
    let rivals = 0;
    racing.readHistories = async (streamIds) => {
      const histories = await read(streamIds);
      if (streamIds.includes(streamId) && rivals++ < times) await seed(streamId, 0);
      return histories;
    };
    return racing;
  };

  it('a conflict on the second stream rolls back the first and decides again on fresh states', async () => {
    const ids = streams();
    await seed(ids.from, 5);
    const { decider, decisions } = transfers();
    const result = await new CommandExecutor(db, rivalOn(ids.to, 1), quietBus).executeOnStreams({
      decider,
      streamIds: ids,
      command: move(1),
      context: systemContext(),
    });
    expect(decisions()).toBe(2);
    expect(result.states).toEqual({ from: 4, to: 1, audit: 0 });
    expect((await store.readStream(ids.from)).map((e) => (e.data as { amount: number }).amount)).toEqual([5, -1]);
  });

  it(`after ${MAX_APPEND_ATTEMPTS} conflicts: 409-kind Italian error, and neither stream holds a debit or a credit`, async () => {
    const ids = streams();
    await seed(ids.from, 5);
    const { decider, decisions } = transfers();
    const attempt = new CommandExecutor(db, rivalOn(ids.to, Infinity), quietBus).executeOnStreams({
      decider,
      streamIds: ids,
      command: move(1),
      context: systemContext(),
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', message: concurrentChangeMessage });
    expect(decisions()).toBe(MAX_APPEND_ATTEMPTS);
    expect(await sum(ids.from)).toBe(5);
    expect(await sum(ids.to)).toBe(0);
  });

  it('concurrent transfers out of one account never overdraw it and never lose or create an amount', async () => {
    const ids = streams();
    await seed(ids.from, 3);
    const executor = new CommandExecutor(db, store, quietBus);
    const targets = Array.from({ length: 8 }, () => `account-${randomUUID()}`);
    const outcomes = await Promise.allSettled(
      targets.map((to) => executor.executeOnStreams({ decider: transfers().decider, streamIds: { ...ids, to }, command: move(1), context: systemContext() })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(await sum(ids.from)).toBe(0);
    const received = await Promise.all(targets.map(sum));
    expect(received.reduce((a, b) => a + b, 0)).toBe(3);
  });
});
