import { Module } from '@nestjs/common';
import { AccountNotificationsHandler } from './account-notifications.handler';
import { InProcessNotificationsPublisher } from './live-channel/in-process-notifications-publisher';
import { LiveChannelGateway } from './live-channel/live-channel.gateway';
import { LiveConnections } from './live-channel/live-connections';
import { NotificationsPublisher } from './notifications-publisher';
import { PracticeNotificationsHandler } from './practice-notifications.handler';

/**
 * Live notifications: the `/ws` channel and the publisher other modules call. Event handlers
 * that turn recorded events into notifications live here, so business modules stay unaware of it.
 */
@Module({
  providers: [
    LiveConnections,
    LiveChannelGateway,
    { provide: NotificationsPublisher, useClass: InProcessNotificationsPublisher },
    AccountNotificationsHandler,
    PracticeNotificationsHandler,
  ],
  exports: [NotificationsPublisher],
})
export class NotificationsModule {}
