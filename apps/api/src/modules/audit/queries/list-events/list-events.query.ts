import { Query } from '@nestjs/cqrs';
import type { AuditEventsPageResponse } from '@pratiche/contracts';
import type { EventFilter } from '../../audit-log.reader';

/** Issue 7 `GET /api/admin/events`: the whole log, a page at a time, for investigations. */
export class ListEventsQuery extends Query<AuditEventsPageResponse> {
  constructor(readonly filter: EventFilter) {
    super();
  }
}
