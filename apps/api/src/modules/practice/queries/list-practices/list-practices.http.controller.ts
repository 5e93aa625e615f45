import { Controller, Get, Query as QueryParams, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, practiceListQuerySchema, type PracticePageResponse } from '@pratiche/contracts';
import type { Response } from 'express';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { sendJsonText } from '../../../../infrastructure/http/json-text';
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
  async list(
    @QueryParams() query: Record<string, unknown>,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PracticePageResponse | undefined> {
    const paged = Object.keys(query).length > 0;
    const page = paged ? parseRequest(practiceListQuerySchema, query) : null;
    return sendJsonText(response, await this.queryBus.execute(new ListPracticesQuery(user, page)));
  }
}
