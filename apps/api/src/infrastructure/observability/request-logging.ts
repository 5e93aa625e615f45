import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdGenerator } from './request-id';
import { routeOf, userIdOf } from './request-route';
import type { TrustedProxyCheck } from './trusted-proxy';

/** The fields of the one line each request writes; nothing from headers, query or body. */
const requestLine = (req: IncomingMessage, res: ServerResponse, durationMs: number) => ({
  method: req.method,
  route: routeOf(req),
  status: res.statusCode,
  durationMs,
  userId: userIdOf(req),
  ...(res.writableFinished ? {} : { aborted: true }),
});

/**
 * pino-http as the first middleware: gives the request its id (`req.id`, answered in
 * `X-Request-Id`) and a child logger carrying it (`req.log`, which nestjs-pino hands to every
 * Nest `Logger` call made while the request runs), and writes one JSON line when the answer
 * ends: method, route template, status, duration, request id and user id. 5xx answers log at
 * error level. Health probes are answered before this middleware and never logged.
 */
export const requestLogging = (logger: Logger, options: { fromTrustedProxy: TrustedProxyCheck }) => {
  const logging = pinoHttp({
    logger,
    genReqId: requestIdGenerator(options.fromTrustedProxy),
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http still binds `req` and `res` to a child logger; the standard serializers would keep
    // references to the live headers, which redaction then overwrites (the session cookie with it).
    wrapSerializers: false,
    serializers: { req: (req: IncomingMessage) => ({ method: req.method }), res: (res: ServerResponse) => ({ status: res.statusCode }) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, val: { durationMs: number }) => requestLine(req, res, val.durationMs),
    customErrorObject: (req, res, _error, val: { durationMs: number }) => requestLine(req, res, val.durationMs),
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    logging(req, res);
    res.setHeader('X-Request-Id', String(req.id));
    next();
  };
};
