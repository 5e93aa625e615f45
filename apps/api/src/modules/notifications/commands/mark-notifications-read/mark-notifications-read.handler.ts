import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationMessages } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import { NotificationCentreStore } from '../../notification-centre.store';
import { NotificationsReader } from '../../notifications.reader';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(
    private readonly reader: NotificationsReader,
    private readonly store: NotificationCentreStore,
  ) {}

  async execute({ userId, which }: MarkNotificationsReadCommand): Promise<void> {
    if (which === 'all') {
      // Up to the newest one now: a notification arriving meanwhile stays unread.
      const latest = await this.reader.latestId(userId);
      if (latest !== null) await this.store.markAllRead(userId, latest);
      return;
    }
    // Another user's notification answers as a missing one: ids tell nothing about others.
    if (!(await this.reader.exists(userId, which))) throw notFound(notificationMessages.notFound);
    await this.store.markRead(userId, which);
  }
}
