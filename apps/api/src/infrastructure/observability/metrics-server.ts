import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';

/**
 * `GET /metrics` on its own small HTTP server (METRICS_PORT), so the figures are never
 * reachable through the public port or the reverse proxy in front of it. Off when
 * METRICS_PORT is unset. Nothing else is served there.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'metricsPort' | 'metricsHost'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { metricsPort, metricsHost } = this.config;
    if (metricsPort === undefined) return;
    this.metrics.collectProcessMetrics();
    const server = createServer((req, res) => void this.answer(req.method, req.url, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(metricsPort, metricsHost, () => resolve());
    });
    this.server = server;
    this.logger.log(`Prometheus metrics on http://${metricsHost}:${this.port()}/metrics`);
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one), or undefined when off. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async answer(method: string | undefined, url: string | undefined, res: ServerResponse): Promise<void> {
    if (method !== 'GET' || url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await this.metrics.scrape();
      res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(body);
    } catch (error) {
      this.logger.error(`Metrics scrape failed: ${(error as Error).message}`);
      res.writeHead(500).end();
    }
  }
}
