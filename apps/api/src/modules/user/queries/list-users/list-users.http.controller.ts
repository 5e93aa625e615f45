import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { adminUserListQuerySchema, apiRoutes, type AdminUserPageResponse, type UserResponse } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { ListUsersQuery } from './list-users.query';

@Controller()
export class ListUsersController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Without query parameters the spec's full list; with any, one page `{data, total, success, current, pageSize, statusCounts}`. */
  @Get(apiRoutes.adminUsers)
  @Role('admin')
  list(@QueryParams() query: Record<string, unknown>): Promise<UserResponse[] | AdminUserPageResponse> {
    const paged = Object.keys(query).length > 0;
    return this.queryBus.execute(new ListUsersQuery(paged ? parseRequest(adminUserListQuerySchema, query) : null));
  }
}
