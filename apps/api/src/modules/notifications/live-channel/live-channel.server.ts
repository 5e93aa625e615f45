import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { apiMessages, liveChannelPath } from '@pratiche/contracts';
import { WebSocketServer } from 'ws';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { ownOriginTest } from '../../../infrastructure/http/csrf-origin-check';
import { DatabaseSessionStore, SESSIONS_ENDED } from '../../../infrastructure/sessions/database-session-store';
import { UpgradeSessions, type SignedInSession } from '../../../infrastructure/sessions/upgrade-sessions';
import { LiveConnection } from './live-connection';
import { LiveConnections } from './live-connections';
import { refuseUpgrade } from './upgrade-refusal';

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Client messages are one small JSON object; anything bigger is not ours. */
const MAX_PAYLOAD_BYTES = 4 * 1024;

type Refusal = { status: number; message: string };
type UpgradeVerdict = { session: SignedInSession } | { refusal: Refusal };

/**
 * The `/ws` live channel on the API's own HTTP server. It is not a Nest gateway: the session is
 * checked on the upgrade request itself, before any WebSocket exists, so a signed-out visitor
 * gets a plain 401 and never an open socket (ARCHITECTURE.md section 7).
 */
@Injectable()
export class LiveChannelServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveChannel');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  private readonly isOwnOrigin: ReturnType<typeof ownOriginTest>;
  private httpServer: Server | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly upgradeSessions: UpgradeSessions,
    private readonly sessionStore: DatabaseSessionStore,
    private readonly connections: LiveConnections,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.isOwnOrigin = ownOriginTest(config.publicUrl);
  }

  onApplicationBootstrap(): void {
    this.httpServer = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.httpServer.on('upgrade', this.onUpgrade);
    this.sessionStore.on(SESSIONS_ENDED, this.onSessionsEnded);
    this.heartbeat = setInterval(() => this.connections.probeAll(), HEARTBEAT_INTERVAL_MS).unref();
  }

  /** Before the HTTP server closes: it waits for every upgraded socket, so they must go first. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.httpServer?.off('upgrade', this.onUpgrade);
    this.sessionStore.off(SESSIONS_ENDED, this.onSessionsEnded);
    clearInterval(this.heartbeat);
    await this.connections.closeAll();
    this.wss.close();
  }

  private readonly onSessionsEnded = (sessionIds: string[]) => this.connections.endSessions(sessionIds);

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws takes the socket over, a client reset would be an unhandled 'error' event.
    const ignoreReset = () => undefined;
    socket.on('error', ignoreReset);
    this.verdictOn(req)
      .then((verdict) => {
        // Checked after the session lookup: a socket opened once shutdown began would keep the HTTP server from closing.
        if (this.closing) return refuseUpgrade(socket, 503, apiMessages.internal);
        if ('refusal' in verdict) return refuseUpgrade(socket, verdict.refusal.status, verdict.refusal.message);
        this.wss.handleUpgrade(req, socket, head, (ws) => {
          socket.off('error', ignoreReset);
          this.connections.opened(new LiveConnection(ws, verdict.session, this.connections, this.logger));
        });
      })
      .catch((error: Error) => {
        this.logger.error('Live channel: upgrade failed', error);
        refuseUpgrade(socket, 500, apiMessages.internal);
      });
  };

  private async verdictOn(req: IncomingMessage): Promise<UpgradeVerdict> {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== liveChannelPath) return { refusal: { status: 404, message: apiMessages.notFound } };
    // Browsers always send Origin on a WebSocket handshake; a foreign one is a hijacking attempt.
    const origin = req.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, req.headers.host)) return { refusal: { status: 403, message: apiMessages.requestRefused } };
    const session = await this.upgradeSessions.signedInSession(req);
    return session ? { session } : { refusal: { status: 401, message: apiMessages.notAuthenticated } };
  }
}
