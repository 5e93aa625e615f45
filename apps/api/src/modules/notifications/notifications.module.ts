import { Module } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { IdentityModule } from '../identity/identity.module';
import { MarkNotificationsReadHandler } from './commands/mark-notifications-read/mark-notifications-read.handler';
import { MarkNotificationsReadController } from './commands/mark-notifications-read/mark-notifications-read.http.controller';
import { ReconfirmationReminderProcessor } from './commands/remind-reconfirmation/reconfirmation-reminder.processor';
import { ReconfirmationsToRemindReader } from './commands/remind-reconfirmation/reconfirmations-to-remind.reader';
import { SetNotificationPreferencesHandler } from './commands/set-notification-preferences/set-notification-preferences.handler';
import { SetNotificationPreferencesController } from './commands/set-notification-preferences/set-notification-preferences.http.controller';
import { ExclusivityWarningProcessor } from './commands/warn-exclusivities-ending/exclusivity-warning.processor';
import { WatchPracticeHandler } from './commands/watch-practice/watch-practice.handler';
import { WatchPracticeController } from './commands/watch-practice/watch-practice.http.controller';
import { InProcessNotificationsPublisher } from './live-channel/in-process-notifications-publisher';
import { LiveChannelGateway } from './live-channel/live-channel.gateway';
import { LiveConnections } from './live-channel/live-connections';
import { LiveNotificationsListener } from './live-channel/live-notifications.listener';
import { PgNotifyNotificationsPublisher } from './live-channel/pg-notify-notifications-publisher';
import { NegotiationMailWindows } from './negotiation-mail-windows';
import { NotificationCentreStore } from './notification-centre.store';
import { NotificationDeliveryHandler } from './notification-delivery.handler';
import { NotificationsPublisher } from './notifications-publisher';
import { NotificationsReader } from './notifications.reader';
import { GetNotificationPreferencesHandler } from './queries/get-notification-preferences/get-notification-preferences.handler';
import { GetNotificationPreferencesController } from './queries/get-notification-preferences/get-notification-preferences.http.controller';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler';
import { ListNotificationsController } from './queries/list-notifications/list-notifications.http.controller';
import { ListPracticeWatchesHandler } from './queries/list-practice-watches/list-practice-watches.handler';
import { ListPracticeWatchesController } from './queries/list-practice-watches/list-practice-watches.http.controller';
import { SavedSearchMailReader } from './saved-search-mail.reader';

/** A PostgreSQL server may be shared by several instances: fan out through it. PGlite has one instance. */
const publisherFor = (database: Database, connections: LiveConnections): NotificationsPublisher =>
  database.kind === 'postgres' ? new PgNotifyNotificationsPublisher(database, connections) : new InProcessNotificationsPublisher(connections);

/**
 * Notifications: the `/ws` live channel and the publisher other modules call, the stored
 * notifications behind the header's bell, their mails and preferences, and 'Avvisami' watches.
 * Event handlers that turn recorded events into notifications live here, so business modules stay unaware of it.
 */
@Module({
  imports: [IdentityModule],
  controllers: [
    ListNotificationsController,
    MarkNotificationsReadController,
    GetNotificationPreferencesController,
    SetNotificationPreferencesController,
    ListPracticeWatchesController,
    WatchPracticeController,
  ],
  providers: [
    LiveConnections,
    LiveChannelGateway,
    LiveNotificationsListener,
    { provide: NotificationsPublisher, useFactory: publisherFor, inject: [DATABASE, LiveConnections] },
    NotificationsReader,
    NotificationCentreStore,
    NotificationDeliveryHandler,
    NegotiationMailWindows,
    SavedSearchMailReader,
    ExclusivityWarningProcessor,
    ReconfirmationsToRemindReader,
    ReconfirmationReminderProcessor,
    ListNotificationsHandler,
    MarkNotificationsReadHandler,
    GetNotificationPreferencesHandler,
    SetNotificationPreferencesHandler,
    ListPracticeWatchesHandler,
    WatchPracticeHandler,
  ],
  exports: [NotificationsPublisher],
})
export class NotificationsModule {}
