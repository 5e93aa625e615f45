import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, Response } from 'express';
import { GracefulShutdown } from '../lifecycle/graceful-shutdown';
import { Readiness } from './readiness';

export const healthPaths = { live: '/healthz', ready: '/readyz' } as const;

const answer = (res: Response, status: number, body: object) => res.status(status).setHeader('Cache-Control', 'no-store').json(body);

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it can serve: see `Readiness`; 503
 * once shutdown has begun, so a proxy stops sending work). Registered on express before every
 * other middleware, so probes are cheap: no request log line, no metrics, no session lookup,
 * no CSRF check, no rate limit. They reveal nothing but which check failed.
 */
export const installHealthRoutes = (app: NestExpressApplication) => {
  const readiness = app.get(Readiness);
  const shutdown = app.get(GracefulShutdown);
  const server = app.getHttpAdapter().getInstance() as Express;
  server.get(healthPaths.live, (_req: Request, res: Response) => answer(res, 200, { status: 'ok' }));
  server.get(healthPaths.ready, (_req: Request, res: Response, next: (error?: unknown) => void) => {
    if (shutdown.isDraining) return void answer(res, 503, { status: 'shutting down' });
    readiness
      .report()
      .then(({ ready, checks }) => answer(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks }))
      .catch(next);
  });
};
