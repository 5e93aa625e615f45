import { Logger } from '@nestjs/common';
import type { Database, SqlExecutor } from '../database/database';
import { logStart, type LogPosition, type RecordedEvent } from './event-store.types';
import type { PostgresEventStore } from './postgres-event-store';

export type BatchHandler = (events: readonly RecordedEvent[], tx: SqlExecutor) => Promise<void>;

/** Told after every poll: how many events were handled and when the oldest of them was recorded. */
export type BatchObserver = (subscriptionId: string, handled: number, oldestRecordedAt: Date | null) => void;

export type SubscriptionOptions = {
  batchSize: number;
  pollIntervalMs: number;
  observer?: BatchObserver;
  /** The event types the handler acts on: only they are read (in SQL), and the checkpoint still moves past the others. */
  types?: readonly string[];
  /**
   * The handler's effects are once-only on their own (appends decided on streams that must not
   * hold them yet): it runs before the checkpoint's transaction instead of inside it, so it may
   * open transactions of its own (PGlite runs one at a time). A batch cut short by a crash is
   * handled again, and appends nothing twice.
   */
  onceOnlyEffects?: boolean;
};

/** Where a batch leaves the subscription: after its last event, or at the boundary it read below once it read all of it. */
const nextPosition = (events: readonly RecordedEvent[], full: boolean, boundary: string | null): LogPosition | null => {
  if (boundary !== null && !full) return { transactionId: boundary, globalPosition: 0 };
  const last = events.at(-1);
  return last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : null;
};

/**
 * An asynchronous processor reading the log from a stored checkpoint. The handler and the new
 * checkpoint commit in one transaction, so database effects happen exactly once per event (or,
 * with `onceOnlyEffects`, the handler runs first and its effects' own rule makes them once-only).
 * With `types`, it reads only those events; a batch shorter than `batchSize` read everything
 * committed, so the checkpoint moves to the boundary it read below and the events of other
 * types are never scanned again.
 */
export class CatchUpSubscription {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly store: PostgresEventStore,
    readonly subscriptionId: string,
    private readonly handler: BatchHandler,
    private readonly options: SubscriptionOptions = { batchSize: 500, pollIntervalMs: 200 },
  ) {}

  /** Handles the next batch of committed events; returns how many it handled. */
  async processNextBatch(): Promise<number> {
    const after = await this.checkpoint();
    const { events, boundary } = await this.read(after);
    const next = nextPosition(events, events.length === this.options.batchSize, boundary);
    if (next === null || (events.length === 0 && next.transactionId === after.transactionId && next.globalPosition === after.globalPosition)) {
      this.options.observer?.(this.subscriptionId, 0, null);
      return 0;
    }
    const outside = this.options.onceOnlyEffects === true;
    if (outside && events.length > 0) await this.handler(events, this.db);
    await this.db.transaction(async (tx) => {
      if (!outside && events.length > 0) await this.handler(events, tx);
      await tx.query(
        `INSERT INTO subscription_checkpoints (subscription_id, transaction_id, global_position)
         VALUES ($1, $2::xid8, $3)
         ON CONFLICT (subscription_id) DO UPDATE
           SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position, updated_at = now()`,
        [this.subscriptionId, next.transactionId, next.globalPosition],
      );
    });
    this.options.observer?.(this.subscriptionId, events.length, events[0]?.recordedAt ?? null);
    return events.length;
  }

  private async read(after: LogPosition): Promise<{ events: RecordedEvent[]; boundary: string | null }> {
    const { batchSize, types } = this.options;
    if (types) return this.store.readCommittedOfTypesAfter(after, batchSize, types);
    return { events: await this.store.readCommittedAfter(after, batchSize), boundary: null };
  }

  /** Drains everything committed so far, or up to the end of the current batch once `stop` was called. */
  async catchUp(): Promise<void> {
    while (!this.stopping && (await this.processNextBatch()) > 0);
  }

  start(): void {
    this.stopping = false;
    const tick = () => {
      this.running = this.catchUp()
        .catch((error: Error) => new Logger('CatchUpSubscription').error(`Subscription ${this.subscriptionId} failed: ${error.stack ?? error.message}`))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Lets the batch under way commit, then stops: its checkpoint is saved and nothing is half done. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async checkpoint(): Promise<LogPosition> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: number }>(
      'SELECT transaction_id::text AS transaction_id, global_position FROM subscription_checkpoints WHERE subscription_id = $1',
      [this.subscriptionId],
    );
    const row = rows[0];
    return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : logStart;
  }
}
