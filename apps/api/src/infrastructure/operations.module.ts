import { Global, Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { CatchUpSubscriptions } from './event-store/catch-up-subscriptions';
import { EXPECTED_MIGRATIONS, Readiness } from './health/readiness';
import { GracefulShutdown } from './lifecycle/graceful-shutdown';
import { EventsAppendedMetric } from './observability/events-appended.metric';
import { MetricsServer } from './observability/metrics-server';
import { MetricsService } from './observability/metrics.service';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Running the app in production: JSON logs (nestjs-pino over the app's root pino logger, whose
 * request middleware `create-app.ts` installs first), Prometheus metrics and their server,
 * readiness, graceful shutdown and the processors it stops.
 */
@Global()
@Module({})
export class OperationsModule {
  static forRoot(logger: Logger, migrationIds: readonly string[]): DynamicModule {
    return {
      module: OperationsModule,
      imports: [
        // useExisting: pino-http already runs as the first express middleware; nestjs-pino only binds req.log per request.
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }] }),
      ],
      providers: [
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: EXPECTED_MIGRATIONS, useValue: migrationIds },
        MetricsService,
        MetricsServer,
        EventsAppendedMetric,
        Readiness,
        GracefulShutdown,
        CatchUpSubscriptions,
      ],
      exports: [ROOT_LOGGER, MetricsService, MetricsServer, Readiness, GracefulShutdown, CatchUpSubscriptions],
    };
  }
}
