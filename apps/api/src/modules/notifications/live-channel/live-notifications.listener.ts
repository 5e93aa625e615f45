import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import type { Database } from '../../../infrastructure/database/database';
import { DATABASE } from '../../../infrastructure/database/database.tokens';
import { DatabaseSessionStore, SESSIONS_ENDED } from '../../../infrastructure/sessions/database-session-store';
import { NotificationsPublisher } from '../notifications-publisher';
import { LiveConnections } from './live-connections';
import { decodeEndedSessions, decodeNotifyPayload, encodeEndedSessions, LIVE_NOTIFICATIONS_CHANNEL, LIVE_SESSIONS_ENDED_CHANNEL } from './notify-payload';
import { PgNotifyNotificationsPublisher } from './pg-notify-notifications-publisher';

/** Waits between reconnection attempts: quick after a blip, then no more than every 10 s. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 5_000, 10_000];

/**
 * Server mode: one dedicated connection per instance that LISTENs on the notifications channel
 * and hands each payload to the local sockets. Ended sessions travel the same way (a logout
 * may reach another instance than the socket): this instance NOTIFYs those its session store
 * ended, and closes the local sockets of those any instance ended. A pooled connection cannot do it (LISTEN belongs
 * to the session). When the connection is lost it reconnects and listens again; notifications
 * sent meanwhile are missed, like those of a user with no page open (they are not stored).
 * Embedded PGlite has a single instance and keeps the in-process publisher, so this stays idle.
 */
@Injectable()
export class LiveNotificationsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LiveNotificationsListener');
  private client: Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly connections: LiveConnections,
    private readonly sessionStore: DatabaseSessionStore,
    private readonly publisher: NotificationsPublisher,
  ) {}

  /** The tag of this instance's own NOTIFYs: its sockets had those notifications already. */
  private get origin(): string | undefined {
    return this.publisher instanceof PgNotifyNotificationsPublisher ? this.publisher.origin : undefined;
  }

  /**
   * Awaits the first LISTEN, so an instance that serves requests already hears every
   * notification. A failure does not stop the start-up: notifications are best effort, and
   * the listener keeps trying.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.database.kind !== 'postgres' || !this.database.connectionString) return;
    this.sessionStore.on(SESSIONS_ENDED, this.announceEndedSessions);
    await this.listen(this.database.connectionString).catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.sessionStore.off(SESSIONS_ENDED, this.announceEndedSessions);
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(connectionString: string): Promise<void> {
    const client = new Client({ connectionString });
    this.client = client;
    client.on('notification', this.deliver);
    client.on('error', (error) => this.lost(client, connectionString, error));
    client.on('end', () => this.lost(client, connectionString));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_NOTIFICATIONS_CHANNEL}; LISTEN ${LIVE_SESSIONS_ENDED_CHANNEL}`);
      this.failures = 0;
    } catch (error) {
      this.lost(client, connectionString, error as Error);
      throw error;
    }
  }

  private lost(client: Client, connectionString: string, error?: Error): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures++, RECONNECT_DELAYS_MS.length - 1)];
    this.logger.warn(`Live notifications connection lost (${error?.message ?? 'ended'}); listening again in ${delay} ms`);
    // A failed attempt has already scheduled the next one.
    this.retryTimer = setTimeout(() => void this.listen(connectionString).catch(() => undefined), delay);
  }

  /** After the notices already published (a blocked user's), so other instances deliver those first. */
  private readonly announceEndedSessions = async (sessionIds: string[]): Promise<void> => {
    if (this.publisher instanceof PgNotifyNotificationsPublisher) await this.publisher.settled();
    for (const payload of encodeEndedSessions(sessionIds)) {
      this.database
        .query('SELECT pg_notify($1, $2)', [LIVE_SESSIONS_ENDED_CHANNEL, payload])
        .catch((error: Error) => this.logger.warn(`Live channel: could not announce ended sessions (${error.message})`));
    }
  };

  private readonly deliver = ({ channel, payload }: Notification): void => {
    if (channel === LIVE_SESSIONS_ENDED_CHANNEL) return this.endSessions(payload);
    if (channel !== LIVE_NOTIFICATIONS_CHANNEL) return;
    const decoded = decodeNotifyPayload(payload);
    if (!decoded) return this.logger.warn('Live notifications: ignored a malformed payload');
    if (decoded.origin !== undefined && decoded.origin === this.origin) return;
    for (const connection of this.connections.ofUser(decoded.userId)) connection.deliver(decoded.notification);
  };

  private endSessions(payload: string | undefined): void {
    const sessionIds = decodeEndedSessions(payload);
    if (!sessionIds) return this.logger.warn('Live channel: ignored a malformed ended-sessions payload');
    this.connections.endSessions(sessionIds);
  }
}
