import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationPreferences } from '@pratiche/contracts';
import { NotificationsReader } from '../../notifications.reader';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

@QueryHandler(GetNotificationPreferencesQuery)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferencesQuery> {
  constructor(private readonly reader: NotificationsReader) {}

  execute({ userId }: GetNotificationPreferencesQuery): Promise<NotificationPreferences> {
    return this.reader.preferences(userId);
  }
}
