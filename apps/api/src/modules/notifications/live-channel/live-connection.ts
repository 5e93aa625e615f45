import type { Logger } from '@nestjs/common';
import { liveChannelMessages, liveCloseCodes, type LiveAuthAccepted, type LiveChannelError, type LiveNotification } from '@pratiche/contracts';
import { WebSocket, type RawData } from 'ws';
import type { SignedInSession } from '../../../infrastructure/sessions/upgrade-sessions';
import { readClientMessage } from './client-message';
import type { LiveConnections } from './live-connections';

/** A client that opened the socket must say who it listens for promptly, or it is let go. */
export const AUTH_TIMEOUT_MS = 10_000;
/** How long a shutting-down server waits for a client's closing handshake before cutting it. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * One `/ws` socket, opened by a signed-in session. It hears nothing until the client's
 * `{type:'auth', userId}` names the session's own user (ARCHITECTURE.md section 7); any other
 * id closes it with 1008, so nobody can listen to another user's notifications.
 */
export class LiveConnection {
  private alive = true;
  private readonly authTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    readonly session: SignedInSession,
    private readonly connections: LiveConnections,
    private readonly logger: Logger,
  ) {
    this.authTimer = setTimeout(() => this.refuse(liveChannelMessages.authMissing), AUTH_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('error', (error) => this.logger.warn(`Live connection error: ${error.message}`));
    socket.on('close', () => {
      clearTimeout(this.authTimer);
      connections.closed(this);
    });
  }

  deliver(notification: LiveNotification): void {
    this.send(notification);
  }

  /** Heartbeat: a socket that did not answer the previous ping is dead (network gone, laptop shut). */
  probe(): void {
    if (!this.alive) return this.socket.terminate();
    this.alive = false;
    this.socket.ping();
  }

  end(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Closes with 1001 so the client reconnects to another (or the restarted) server. */
  shutDown(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.end(liveCloseCodes.goingAway, liveChannelMessages.shuttingDown);
      setTimeout(() => this.socket.terminate(), SHUTDOWN_GRACE_MS).unref();
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    const message = readClientMessage(data, isBinary);
    if (message.kind === 'malformed') return this.logger.warn(`Live channel: ignored a malformed message (${message.reason})`);
    if (message.kind === 'other') return;
    if (message.userId !== this.session.userId) return this.refuse(liveChannelMessages.authRefused);
    clearTimeout(this.authTimer);
    this.connections.authenticated(this);
    this.send({ type: 'auth', ok: true } satisfies LiveAuthAccepted);
  }

  private refuse(message: string): void {
    this.send({ type: 'error', message } satisfies LiveChannelError);
    this.end(liveCloseCodes.policyViolation, message);
  }

  private send(payload: object): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(payload), (error) => error && this.logger.warn(`Live channel send failed: ${error.message}`));
  }
}
