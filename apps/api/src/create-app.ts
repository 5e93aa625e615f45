import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { Logger as NestPinoLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { appComposition } from './app.composition';
import { AppModule } from './app.module';
import type { Clock } from './infrastructure/clock/clock';
import type { AppConfig } from './infrastructure/config/app-config';
import { secureDataDir } from './infrastructure/data-dir/owner-only';
import { createDatabase } from './infrastructure/database/create-database';
import type { Database } from './infrastructure/database/database';
import { prepareDatabase } from './infrastructure/database/prepare-database';
import { installHealthRoutes } from './infrastructure/health/health-routes';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { installHttp } from './infrastructure/http/install-http';
import type { RateLimitSettings } from './infrastructure/http/rate-limits';
import { serveWebApp } from './infrastructure/http/web-app';
import { installRequestObservation } from './infrastructure/observability/install-request-observation';
import { createRootLogger } from './infrastructure/observability/logger';
import { installSessions } from './infrastructure/sessions/install-sessions';

export type CreateAppOptions = {
  /** A database owned by the caller (tests, restarts); else one is opened from the config and closed with the app. */
  database?: Database;
  /** Where the JSON log lines go (tests capture them); stdout by default. The level is LOG_LEVEL's. */
  logDestination?: DestinationStream;
  rateLimits?: Partial<RateLimitSettings>;
  /** The time rules such as session lifetimes go by; tests move it forward. */
  clock?: Clock;
};

/** Closes a database the app opened itself, after every other shutdown hook (root module last). */
@Injectable()
class CloseOwnedDatabase implements OnApplicationShutdown {
  constructor(private readonly database: Database) {}

  onApplicationShutdown() {
    return this.database.close();
  }
}

/**
 * Builds and initialises the configured Nest app (used by main.ts and by the API tests).
 * Routes are literally the `/api/...` paths of the spec; no global prefix.
 */
export const createApp = async (config: AppConfig, options: CreateAppOptions = {}) => {
  const logger = createRootLogger(config, options.logDestination);
  await secureDataDir(config.dataDir, (message) => logger.warn(message));
  const database = options.database ?? (await createDatabase(config));
  await prepareDatabase(database, appComposition);
  const root = AppModule.register(config, database, { logger, rateLimits: options.rateLimits, clock: options.clock });
  if (!options.database) root.providers = [{ provide: CloseOwnedDatabase, useFactory: () => new CloseOwnedDatabase(database) }];
  const app = await NestFactory.create<NestExpressApplication>(root, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(NestPinoLogger));
  // Probes first: no log line, no metrics, no session, no CSRF check, no rate limit.
  installHealthRoutes(app);
  installRequestObservation(app, logger, config);
  installHttp(app, config);
  installSessions(app);
  // Gateways (the `/ws` live channel) share the API's HTTP server and port.
  app.useWebSocketAdapter(new WsAdapter(app));
  serveWebApp(app, config.webDistDir);
  app.useGlobalFilters(new ApiExceptionFilter());
  await app.init();
  return { app, database };
};
