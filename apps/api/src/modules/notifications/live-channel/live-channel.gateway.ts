import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayInit } from '@nestjs/websockets';
import { apiMessages, liveChannelPath, twoFactorMessages } from '@pratiche/contracts';
import type { WebSocket, WebSocketServer } from 'ws';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { twoFactorEnrolmentDue } from '../../../infrastructure/http/access-policy.guard';
import { ownOriginTest } from '../../../infrastructure/http/csrf-origin-check';
import { DatabaseSessionStore, SESSIONS_ENDED } from '../../../infrastructure/sessions/database-session-store';
import { UpgradeSessions, type SignedInSession } from '../../../infrastructure/sessions/upgrade-sessions';
import { SessionUserSerializer } from '../../identity/session-user.serializer';
import { LiveConnection } from './live-connection';
import { LiveConnections } from './live-connections';
import { refuseUpgrade, type VerifyClientDone } from './upgrade-refusal';

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Client messages are one small JSON object; anything bigger is not ours. */
const MAX_PAYLOAD_BYTES = 4 * 1024;

type Refusal = { status: number; message: string };

/**
 * The `/ws` live channel, a Nest gateway on the API's own HTTP server (`WsAdapter` of
 * `@nestjs/platform-ws`). The session is checked by ws's `verifyClient` on the upgrade request
 * itself, before any WebSocket exists, so a signed-out visitor gets a plain 401 and never an
 * open socket (ARCHITECTURE.md section 7). The client speaks `{type:...}` frames, not Nest's
 * `{event, data}`, so each `LiveConnection` reads its own socket instead of `@SubscribeMessage`.
 */
@WebSocketGateway({ path: liveChannelPath, maxPayload: MAX_PAYLOAD_BYTES })
export class LiveChannelGateway implements OnGatewayInit<WebSocketServer>, OnGatewayConnection<WebSocket>, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveChannel');
  private readonly isOwnOrigin: ReturnType<typeof ownOriginTest>;
  private readonly adminTwoFactorRequired: boolean;
  /** The session each accepted upgrade was verified with, until its connection event. */
  private readonly verified = new WeakMap<IncomingMessage, SignedInSession>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly upgradeSessions: UpgradeSessions,
    private readonly sessionStore: DatabaseSessionStore,
    private readonly connections: LiveConnections,
    private readonly sessionUsers: SessionUserSerializer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.isOwnOrigin = ownOriginTest(config.publicUrl);
    this.adminTwoFactorRequired = config.adminTwoFactorRequired;
  }

  /**
   * Decorator options are static metadata, but the upgrade check needs injected services, so it
   * is set on the server here; ws reads `options.verifyClient` on every upgrade.
   */
  afterInit(server: WebSocketServer): void {
    server.options.verifyClient = (info: { req: IncomingMessage }, done: VerifyClientDone) => this.verifyUpgrade(info.req, done);
  }

  handleConnection(socket: WebSocket, req: IncomingMessage): void {
    const session = this.verified.get(req);
    // Unreachable: ws emits a connection only after verifyClient accepted this very request.
    if (!session) return socket.terminate();
    this.connections.opened(new LiveConnection(socket, session, this.connections, this.logger));
  }

  onApplicationBootstrap(): void {
    this.sessionStore.on(SESSIONS_ENDED, this.onSessionsEnded);
    this.heartbeat = setInterval(() => this.connections.probeAll(), HEARTBEAT_INTERVAL_MS).unref();
  }

  /** Before Nest closes the ws server, which would terminate the sockets without a close frame: 1001 first. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.sessionStore.off(SESSIONS_ENDED, this.onSessionsEnded);
    clearInterval(this.heartbeat);
    await this.connections.closeAll();
  }

  private readonly onSessionsEnded = (sessionIds: string[]) => this.connections.endSessions(sessionIds);

  private verifyUpgrade(req: IncomingMessage, done: VerifyClientDone): void {
    this.refusalOf(req)
      .then((refusal) => {
        // Checked after the session lookup: a socket opened once shutdown began would outlive closeAll.
        if (this.closing) return refuseUpgrade(done, 503, apiMessages.internal);
        if (refusal) return refuseUpgrade(done, refusal.status, refusal.message);
        done(true);
      })
      .catch((error: Error) => {
        this.logger.error('Live channel: upgrade failed', error);
        refuseUpgrade(done, 500, apiMessages.internal);
      });
  }

  private async refusalOf(req: IncomingMessage): Promise<Refusal | null> {
    // Browsers always send Origin on a WebSocket handshake; a foreign one is a hijacking attempt.
    const origin = req.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, req.headers.host)) return { status: 403, message: apiMessages.requestRefused };
    const session = await this.upgradeSessions.signedInSession(req);
    if (!session) return { status: 401, message: apiMessages.notAuthenticated };
    const user = await this.sessionUsers.userOfSession(session.sessionId, session.userId);
    if (!user) return { status: 401, message: apiMessages.notAuthenticated };
    // As on every HTTP route but the enrolment ones: an admin who must enrol hears nothing before.
    if (twoFactorEnrolmentDue(user, this.adminTwoFactorRequired)) return { status: 403, message: twoFactorMessages.enrolmentRequired };
    this.verified.set(req, session);
    return null;
  }
}
