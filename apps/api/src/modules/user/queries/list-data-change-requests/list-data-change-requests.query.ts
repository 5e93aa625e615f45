import { Query } from '@nestjs/cqrs';
import type { DataChangeRequestsPage, DataChangeRequestsQuery } from '@pratiche/contracts';

/** Issue 26 `GET /api/admin/data-change-requests`: the admins' inbox. */
export class ListDataChangeRequestsQuery extends Query<DataChangeRequestsPage> {
  constructor(readonly filter: DataChangeRequestsQuery) {
    super();
  }
}
