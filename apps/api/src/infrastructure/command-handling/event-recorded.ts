import type { RecordedEvent } from '../event-store/event-store.types';

/** Published on the @nestjs/cqrs EventBus after commit; side-effect handlers switch on `event.type`. */
export class EventRecorded {
  constructor(readonly event: RecordedEvent) {}
}
