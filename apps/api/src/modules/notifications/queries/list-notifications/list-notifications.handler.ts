import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NotificationsPage } from '@pratiche/contracts';
import { NotificationsReader } from '../../notifications.reader';
import { ListNotificationsQuery } from './list-notifications.query';

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(private readonly reader: NotificationsReader) {}

  execute({ userId, page, pageSize }: ListNotificationsQuery): Promise<NotificationsPage> {
    return this.reader.page(userId, page, pageSize);
  }
}
