import { Query } from '@nestjs/cqrs';
import type { NotificationsPage } from '@pratiche/contracts';

/** `GET /api/notifications`: a page of the caller's notifications, newest first, with the unread count. */
export class ListNotificationsQuery extends Query<NotificationsPage> {
  constructor(
    readonly userId: number,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
