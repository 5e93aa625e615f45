import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DataChangeRequestsPage } from '@pratiche/contracts';
import { DataChangeRequestsReader } from './data-change-requests.reader';
import { ListDataChangeRequestsQuery } from './list-data-change-requests.query';

@QueryHandler(ListDataChangeRequestsQuery)
export class ListDataChangeRequestsHandler implements IQueryHandler<ListDataChangeRequestsQuery> {
  constructor(private readonly requests: DataChangeRequestsReader) {}

  execute({ filter }: ListDataChangeRequestsQuery): Promise<DataChangeRequestsPage> {
    return this.requests.page(filter);
  }
}
