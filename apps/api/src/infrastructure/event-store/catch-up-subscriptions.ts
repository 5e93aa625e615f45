import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Database } from '../database/database';
import { DATABASE, EVENT_STORE } from '../database/database.tokens';
import { MetricsService } from '../observability/metrics.service';
import { CatchUpSubscription, type BatchHandler, type SubscriptionOptions } from './catch-up-subscription';
import type { PostgresEventStore } from './postgres-event-store';

/**
 * Where capability modules start their asynchronous processors: each subscription reports its
 * lag to `processor_lag_seconds{processor}` and is stopped after its current batch when the
 * app shuts down (before the database closes).
 */
@Injectable()
export class CatchUpSubscriptions implements OnApplicationShutdown {
  private readonly started = new Set<CatchUpSubscription>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly metrics: MetricsService,
  ) {}

  /** `options.types`: the event types `handler` acts on, the only ones read (give them whenever the set is known). */
  start(subscriptionId: string, handler: BatchHandler, options: Partial<Omit<SubscriptionOptions, 'observer'>> = {}): CatchUpSubscription {
    const observer = (id: string, handled: number, oldest: Date | null) => this.metrics.recordProcessorBatch(id, handled, oldest);
    const subscription = new CatchUpSubscription(this.db, this.store, subscriptionId, handler, { batchSize: 500, pollIntervalMs: 200, ...options, observer });
    this.started.add(subscription);
    subscription.start();
    return subscription;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.started].map((s) => s.stop()));
  }
}
