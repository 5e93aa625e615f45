import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type NotificationPreferences } from '@pratiche/contracts';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

@Controller()
export class GetNotificationPreferencesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(apiRoutes.notificationPreferences)
  @SignedIn()
  get(@CurrentUser() user: UserView): Promise<NotificationPreferences> {
    return this.queryBus.execute(new GetNotificationPreferencesQuery(user.id));
  }
}
