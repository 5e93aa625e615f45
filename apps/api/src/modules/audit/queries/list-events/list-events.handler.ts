import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEventsPageResponse } from '@pratiche/contracts';
import { AuditLogReader } from '../../audit-log.reader';
import { ListEventsQuery } from './list-events.query';

@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery> {
  constructor(private readonly log: AuditLogReader) {}

  execute({ filter }: ListEventsQuery): Promise<AuditEventsPageResponse> {
    return this.log.page(filter);
  }
}
