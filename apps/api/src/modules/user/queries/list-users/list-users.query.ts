import { Query } from '@nestjs/cqrs';
import type { AdminUserPageResponse, UserResponse } from '@pratiche/contracts';
import type { UserPageRequest } from './admin-users.reader';

/** Spec 7 `GET /api/admin/users`: the full list, or one page when ProTable's parameters are given. */
export class ListUsersQuery extends Query<UserResponse[] | AdminUserPageResponse> {
  constructor(readonly page: UserPageRequest | null) {
    super();
  }
}
