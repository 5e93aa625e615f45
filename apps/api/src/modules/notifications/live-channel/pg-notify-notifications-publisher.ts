import { randomUUID } from 'node:crypto';
import type { LiveNotification } from '@pratiche/contracts';
import type { Database } from '../../../infrastructure/database/database';
import { NotificationsPublisher } from '../notifications-publisher';
import type { LiveConnections } from './live-connections';
import { encodeNotifyPayload, LIVE_NOTIFICATIONS_CHANNEL } from './notify-payload';

/**
 * With a PostgreSQL server, several API instances may hold the user's sockets. This instance's
 * own sockets get the notification at once, then it is NOTIFYed, tagged with this instance, and
 * every other instance's `LiveNotificationsListener` delivers it to its connections.
 *
 * Delivering locally first keeps the order a user sees: a blocked user's session ends right
 * after the notice is published, and its socket must hear the notice before it closes. Other
 * instances learn of ended sessions by a NOTIFY sent only once `settled()`, so after the notice
 * (PostgreSQL delivers notifications in commit order).
 */
export class PgNotifyNotificationsPublisher extends NotificationsPublisher {
  readonly origin = randomUUID();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly connections: LiveConnections,
  ) {
    super();
  }

  override async notifyUser(userId: number, notification: LiveNotification): Promise<void> {
    for (const connection of this.connections.ofUser(userId)) connection.deliver(notification);
    const sent = this.database.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFICATIONS_CHANNEL, encodeNotifyPayload(userId, notification, this.origin)]);
    this.inFlight.add(sent);
    try {
      await sent;
    } finally {
      this.inFlight.delete(sent);
    }
  }

  /** Resolves once every notification published so far is committed (or failed). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
