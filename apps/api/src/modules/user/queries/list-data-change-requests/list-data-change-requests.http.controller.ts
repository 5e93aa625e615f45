import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, dataChangeRequestsQuerySchema, type DataChangeRequestsPage } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { ListDataChangeRequestsQuery } from './list-data-change-requests.query';

@Controller()
export class ListDataChangeRequestsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `?current=&pageSize=`: open requests first, newest first; `open` counts the open ones for the tab's badge. */
  @Get(apiRoutes.adminDataChangeRequests)
  @Role('admin')
  list(@QueryParams() query: Record<string, unknown>): Promise<DataChangeRequestsPage> {
    return this.queryBus.execute(new ListDataChangeRequestsQuery(parseRequest(dataChangeRequestsQuerySchema, query)));
  }
}
