import { Query } from '@nestjs/cqrs';
import type { NotificationPreferences } from '@pratiche/contracts';

/** `GET /api/notifications/preferences`: per kind, whether the caller gets the e-mail (all on by default). */
export class GetNotificationPreferencesQuery extends Query<NotificationPreferences> {
  constructor(readonly userId: number) {
    super();
  }
}
