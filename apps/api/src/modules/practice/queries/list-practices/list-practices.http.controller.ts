import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, practiceListQuerySchema, type PracticePageResponse, type PracticeResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListPracticesQuery } from './list-practices.query';

@Controller()
export class ListPracticesController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * Active sellers and admins (the handler tells them apart). Without query parameters the
   * spec's full list; with any, one page `{data, total, success, current, pageSize}`.
   */
  @Get(apiRoutes.practices)
  @ActiveUser()
  list(@QueryParams() query: Record<string, unknown>, @CurrentUser() user: UserView): Promise<PracticeResponse[] | PracticePageResponse> {
    const paged = Object.keys(query).length > 0;
    const page = paged ? parseRequest(practiceListQuerySchema, query) : null;
    return this.queryBus.execute(new ListPracticesQuery(user, page));
  }
}
