import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { CreditsPurchased } from '@pratiche/domain';
import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import { MetricsService } from '../../infrastructure/observability/metrics.service';

/** `credits_sold_total`: the credits of each fulfilled package (card or simulated), after commit. */
@EventsHandler(EventRecorded)
export class CreditsSoldMetricsHandler implements IEventHandler<EventRecorded> {
  constructor(private readonly metrics: MetricsService) {}

  handle({ event }: EventRecorded): void {
    if (event.type !== 'CreditsPurchased') return;
    this.metrics.recordCreditsSold((event.data as CreditsPurchased['data']).credits);
  }
}
