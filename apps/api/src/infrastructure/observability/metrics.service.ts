import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a buyer bought on a practice (spec: base access or exclusivity). */
export type PurchasedAccess = 'base' | 'exclusive';

/** Seconds; from a cached read (a few ms) to a zip download or a full list (seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The stream's kind (`practice-42` -> `practice`): a label with a handful of values, never an id. */
export const streamCategory = (streamId: string) => streamId.split('-', 1)[0] ?? streamId;

/**
 * Every Prometheus metric of one app, in that app's own registry (tests run several apps in
 * one process, so nothing goes to prom-client's global registry). Served on METRICS_PORT by
 * `MetricsServer`. Counters are incremented after the fact they count has committed.
 *
 * For the capability modules: inject `MetricsService` (global) and call `recordPurchase` once
 * a purchase has committed, `recordCreditsSold` once a paid credit package has been fulfilled.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the last byte of the answer, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly eventsAppended = new Counter({
    name: 'events_appended_total',
    help: 'Events committed to the event store, by event type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly commandConflicts = new Counter({
    name: 'command_conflicts_total',
    help: 'Appends refused because another writer changed the stream first, by stream category',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });

  readonly commandRetries = new Counter({
    name: 'command_retries_total',
    help: 'Commands decided again after a conflict, by stream category',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });

  readonly commandsGivenUp = new Counter({
    name: 'command_conflicts_exhausted_total',
    help: 'Commands answered 409 because every attempt met a conflict, by stream category',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });

  readonly processorLag = new Gauge({
    name: 'processor_lag_seconds',
    help: 'Age of the oldest event in the batch a processor last handled; 0 once it has caught up',
    labelNames: ['processor'] as const,
    registers: [this.registry],
  });

  readonly processorEvents = new Counter({
    name: 'processor_events_handled_total',
    help: 'Events handled by an asynchronous processor',
    labelNames: ['processor'] as const,
    registers: [this.registry],
  });

  readonly liveConnections = new Gauge({
    name: 'live_connections_open',
    help: 'Open /ws live-channel sockets on this instance',
    registers: [this.registry],
  });

  readonly purchases = new Counter({
    name: 'purchases_total',
    help: 'Practice accesses bought, by access type',
    labelNames: ['access'] as const,
    registers: [this.registry],
  });

  readonly creditsSold = new Counter({
    name: 'credits_sold_total',
    help: 'Credits sold to buyers in paid credit packages',
    registers: [this.registry],
  });

  readonly pdfWatermarks = new Counter({
    name: 'pdf_watermarks_total',
    help: "Buyers' PDF copies: made (watermarked on a worker thread), reused (the buyer's kept copy), refused (unreadable or over the page and object budget), timed_out",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private defaultsCollected = false;

  /** A purchase of practice access has committed. */
  recordPurchase(access: PurchasedAccess): void {
    this.purchases.inc({ access });
  }

  /** A paid credit package has been fulfilled with this many credits. */
  recordCreditsSold(credits: number): void {
    this.creditsSold.inc(credits);
  }

  /** A processor's poll: events handled and how long the oldest of them had waited (0 when caught up). */
  recordProcessorBatch(processor: string, handled: number, oldestRecordedAt: Date | null, now = new Date()): void {
    this.processorEvents.inc({ processor }, handled);
    const lagSeconds = oldestRecordedAt ? Math.max(0, (now.getTime() - oldestRecordedAt.getTime()) / 1000) : 0;
    this.processorLag.set({ processor }, lagSeconds);
  }

  /** A version conflict met by a command on this stream; `gaveUp` when no attempt is left (409). */
  recordCommandConflict(streamId: string, gaveUp: boolean): void {
    const stream = streamCategory(streamId);
    this.commandConflicts.inc({ stream });
    (gaveUp ? this.commandsGivenUp : this.commandRetries).inc({ stream });
  }

  /** Process figures (CPU, memory, event-loop lag, GC): only when a metrics server will serve them. */
  collectProcessMetrics(): void {
    if (this.defaultsCollected) return;
    this.defaultsCollected = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition text Prometheus scrapes. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
