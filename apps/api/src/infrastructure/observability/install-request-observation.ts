import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown';
import { observeRequestDurations } from './http-metrics';
import { MetricsService } from './metrics.service';
import { requestLogging } from './request-logging';
import { trustedProxyCheck } from './trusted-proxy';

/**
 * The first middleware of every request but the health probes: counted as in flight (for the
 * graceful shutdown), given its id and its log line, timed for the metrics. First, so that a
 * request refused by any later middleware (CSRF, body parser) is logged and measured too.
 */
export const installRequestObservation = (app: NestExpressApplication, logger: Logger, config: Pick<AppConfig, 'trustProxy'>) => {
  app.use(app.get(GracefulShutdown).trackRequests);
  app.use(requestLogging(logger, { fromTrustedProxy: trustedProxyCheck(config.trustProxy) }));
  app.use(observeRequestDurations(app.get(MetricsService)));
};
