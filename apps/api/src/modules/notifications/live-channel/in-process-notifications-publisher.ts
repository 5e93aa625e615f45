import { Injectable } from '@nestjs/common';
import type { LiveNotification } from '@pratiche/contracts';
import { NotificationsPublisher } from '../notifications-publisher';
import { LiveConnections } from './live-connections';

/**
 * Delivers to the connections held by this process, which is all of them with one API instance.
 * With several instances this becomes a LISTEN/NOTIFY publisher (see the module README).
 */
@Injectable()
export class InProcessNotificationsPublisher extends NotificationsPublisher {
  constructor(private readonly connections: LiveConnections) {
    super();
  }

  override async notifyUser(userId: number, notification: LiveNotification): Promise<void> {
    for (const connection of this.connections.ofUser(userId)) connection.deliver(notification);
  }
}
