import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, notificationPreferencesSchema, type NotificationPreferences } from '@pratiche/contracts';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NotificationsReader } from '../../notifications.reader';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.command';

@Controller()
export class SetNotificationPreferencesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly reader: NotificationsReader,
  ) {}

  /** Answers the preferences as stored, read after the command. */
  @Put(apiRoutes.notificationPreferences)
  @SignedIn()
  async set(
    @Body(new ZodValidationPipe(notificationPreferencesSchema)) body: NotificationPreferences,
    @CurrentUser() user: UserView,
  ): Promise<NotificationPreferences> {
    await this.commandBus.execute(new SetNotificationPreferencesCommand(user.id, body));
    return this.reader.preferences(user.id);
  }
}
