import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The client is told to open a new connection (to another instance) for its next request. */
const closeAfterAnswer = (res: ServerResponse) => {
  if (!res.headersSent) res.setHeader('Connection', 'close');
};

/**
 * The first half of a graceful shutdown, before Nest closes the HTTP server: stop accepting
 * connections, let requests in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS, then they are
 * cut), and close each keep-alive connection as soon as it is idle, answering `Connection:
 * close` meanwhile. `/readyz` answers 503 from the start. The rest follows Nest's order:
 * live sockets close with 1001 (the gateway), background processors stop after their current
 * batch and the database closes last (`onApplicationShutdown` hooks).
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;
  private server: Server | undefined;
  private whenIdle: (() => void) | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'shutdownTimeoutSeconds'>,
  ) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** Middleware counting requests in flight; installed before every other one. */
  readonly trackRequests = (_req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    this.inFlight.add(res);
    if (this.draining) closeAfterAnswer(res);
    res.once('close', () => {
      this.inFlight.delete(res);
      if (!this.draining) return;
      this.server?.closeIdleConnections();
      if (this.inFlight.size === 0) this.whenIdle?.();
    });
    next();
  };

  async beforeApplicationShutdown(): Promise<void> {
    this.draining = true;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    this.server = server;
    // Stops accepting now; Nest's own close later waits for the connections left.
    if (server.listening) server.close();
    server.closeIdleConnections();
    if (this.inFlight.size === 0) return;
    for (const res of this.inFlight) closeAfterAnswer(res);
    this.logger.log(`Waiting for ${this.inFlight.size} requests in flight`);
    const finished = await this.requestsFinished(this.config.shutdownTimeoutSeconds * 1000);
    if (finished) return;
    this.logger.warn(`${this.inFlight.size} requests still in flight after ${this.config.shutdownTimeoutSeconds} s: cut`);
    server.closeAllConnections();
  }

  private requestsFinished(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.whenIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}
