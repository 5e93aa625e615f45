import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, auditEventsQuerySchema, type AuditEventsPageResponse } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { ListEventsQuery } from './list-events.query';

@Controller()
export class ListEventsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `?from=&type=&actor=&limit=`; the answer's `nextCursor` is the next page's `from` (null at the end). */
  @Get(apiRoutes.adminEvents)
  @Role('admin')
  list(@QueryParams() query: Record<string, unknown>): Promise<AuditEventsPageResponse> {
    return this.queryBus.execute(new ListEventsQuery(parseRequest(auditEventsQuerySchema, query)));
  }
}
