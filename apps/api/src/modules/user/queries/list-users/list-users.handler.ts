import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminUserPageResponse, UserResponse } from '@pratiche/contracts';
import { AdminUsersReader } from './admin-users.reader';
import { ListUsersQuery } from './list-users.query';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly users: AdminUsersReader) {}

  execute({ page }: ListUsersQuery): Promise<UserResponse[] | AdminUserPageResponse> {
    return page ? this.users.page(page) : this.users.all();
  }
}
