import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { EventRecorded } from '../command-handling/event-recorded';
import { MetricsService } from './metrics.service';

/** Counts every event on the bus, which the command executor publishes after commit: committed events only. */
@EventsHandler(EventRecorded)
export class EventsAppendedMetric implements IEventHandler<EventRecorded> {
  constructor(private readonly metrics: MetricsService) {}

  handle({ event }: EventRecorded): void {
    this.metrics.eventsAppended.inc({ type: event.type });
  }
}
