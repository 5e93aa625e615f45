import type { LiveNotification } from '@pratiche/contracts';
import type { Database } from '../../../infrastructure/database/database';
import { NotificationsPublisher } from '../notifications-publisher';
import { encodeNotifyPayload, LIVE_NOTIFICATIONS_CHANNEL } from './notify-payload';

/**
 * With a PostgreSQL server, several API instances may hold the user's sockets: the notification
 * is NOTIFYed on one channel and every instance's `LiveNotificationsListener`, this one's
 * included, delivers it to its own connections.
 */
export class PgNotifyNotificationsPublisher extends NotificationsPublisher {
  constructor(private readonly database: Database) {
    super();
  }

  override async notifyUser(userId: number, notification: LiveNotification): Promise<void> {
    await this.database.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFICATIONS_CHANNEL, encodeNotifyPayload(userId, notification)]);
  }
}
