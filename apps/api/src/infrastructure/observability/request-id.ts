import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustedProxyCheck } from './trusted-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CORRELATION_ID_HEADER = 'x-correlation-id';
const WELL_FORMED = /^[\w-]{8,100}$/;

type IdentifiedRequest = IncomingMessage & { id?: unknown; correlationId?: string };

/** A header's value when a trusted proxy sent the request and the value is well-formed (no log injection). */
const proxyHeader = (req: IncomingMessage, name: string, fromTrustedProxy: TrustedProxyCheck): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && WELL_FORMED.test(value) && fromTrustedProxy(req) ? value : undefined;
};

/**
 * The request's ids: set once per request by the request logger (`req.id`, pino-http's place for
 * it), answered in `X-Request-Id`, written on the log line, in error bodies and in the metadata
 * of the events the request causes, beside the correlation id. Only from a trusted proxy
 * (TRUST_PROXY, and the connection really from one of its addresses) are a well-formed
 * `X-Request-Id` and `X-Correlation-Id` kept, so its access log and ours name the request alike;
 * otherwise a client could choose the ids other records are found by, so new ones are drawn.
 */
export const requestIdGenerator =
  (fromTrustedProxy: TrustedProxyCheck) =>
  (req: IncomingMessage): string => {
    const id = proxyHeader(req, REQUEST_ID_HEADER, fromTrustedProxy) ?? randomUUID();
    (req as IdentifiedRequest).correlationId = proxyHeader(req, CORRELATION_ID_HEADER, fromTrustedProxy) ?? id;
    return id;
  };

/** The id the request logger gave this request; a new one for requests it never saw (unit tests). */
export const requestIdOf = (req: IncomingMessage): string => {
  const withId = req as IdentifiedRequest;
  if (typeof withId.id !== 'string') withId.id = randomUUID();
  return withId.id as string;
};

/** The correlation id the request logger chose: a trusted proxy's, or the request id. */
export const correlationIdOf = (req: IncomingMessage): string => (req as IdentifiedRequest).correlationId ?? requestIdOf(req);
