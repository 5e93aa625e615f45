import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { CreditsSpent } from '@pratiche/domain';
import { EventRecorded } from '../../infrastructure/command-handling/event-recorded';
import { MetricsService } from '../../infrastructure/observability/metrics.service';

/** `purchases_total{access}`: one per committed purchase, counted from its debit (published after commit). */
@EventsHandler(EventRecorded)
export class PurchaseMetricsHandler implements IEventHandler<EventRecorded> {
  constructor(private readonly metrics: MetricsService) {}

  handle({ event }: EventRecorded): void {
    if (event.type !== 'CreditsSpent') return;
    this.metrics.recordPurchase((event.data as CreditsSpent['data']).accessType);
  }
}
