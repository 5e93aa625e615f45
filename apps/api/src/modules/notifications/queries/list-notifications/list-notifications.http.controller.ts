import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, notificationsQuerySchema, type NotificationsPage } from '@pratiche/contracts';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListNotificationsQuery } from './list-notifications.query';

@Controller()
export class ListNotificationsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Signed in, not only active: a pending user is told here that the account was approved or rejected. */
  @Get(apiRoutes.notifications)
  @SignedIn()
  list(@Query() query: unknown, @CurrentUser() user: UserView): Promise<NotificationsPage> {
    const { page, pageSize } = parseRequest(notificationsQuerySchema, query);
    return this.queryBus.execute(new ListNotificationsQuery(user.id, page, pageSize));
  }
}
