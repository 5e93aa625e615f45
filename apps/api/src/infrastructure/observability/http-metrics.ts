import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsService } from './metrics.service';
import { routeOf } from './request-route';

/** Observes each answer's duration, to its last byte, in `http_request_duration_seconds{method,route,status}`. */
export const observeRequestDurations = (metrics: MetricsService) => (req: IncomingMessage, res: ServerResponse, next: () => void) => {
  const end = metrics.httpRequestDuration.startTimer();
  res.once('close', () => end({ method: req.method ?? 'UNKNOWN', route: routeOf(req), status: String(res.statusCode) }));
  next();
};
