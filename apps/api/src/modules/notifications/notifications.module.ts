import { Module } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { AccountNotificationsHandler } from './account-notifications.handler';
import { InProcessNotificationsPublisher } from './live-channel/in-process-notifications-publisher';
import { LiveChannelGateway } from './live-channel/live-channel.gateway';
import { LiveConnections } from './live-channel/live-connections';
import { LiveNotificationsListener } from './live-channel/live-notifications.listener';
import { PgNotifyNotificationsPublisher } from './live-channel/pg-notify-notifications-publisher';
import { NotificationsPublisher } from './notifications-publisher';
import { PracticeNotificationsHandler } from './practice-notifications.handler';

/** A PostgreSQL server may be shared by several instances: fan out through it. PGlite has one instance. */
const publisherFor = (database: Database, connections: LiveConnections): NotificationsPublisher =>
  database.kind === 'postgres' ? new PgNotifyNotificationsPublisher(database, connections) : new InProcessNotificationsPublisher(connections);

/**
 * Live notifications: the `/ws` channel and the publisher other modules call. Event handlers
 * that turn recorded events into notifications live here, so business modules stay unaware of it.
 */
@Module({
  providers: [
    LiveConnections,
    LiveChannelGateway,
    LiveNotificationsListener,
    { provide: NotificationsPublisher, useFactory: publisherFor, inject: [DATABASE, LiveConnections] },
    AccountNotificationsHandler,
    PracticeNotificationsHandler,
  ],
  exports: [NotificationsPublisher],
})
export class NotificationsModule {}
