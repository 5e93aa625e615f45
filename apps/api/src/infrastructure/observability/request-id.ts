import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[\w-]{8,100}$/;

/**
 * The request's id: set once per request by the request logger (`req.id`, pino-http's place for
 * it), answered in `X-Request-Id`, written on the log line, in error bodies and in the metadata
 * of the events the request causes. Behind a trusted proxy (TRUST_PROXY) the proxy's well-formed
 * `X-Request-Id` is kept, so its access log and ours name the request alike; otherwise a client
 * could choose the id other records are found by, so a new one is drawn.
 */
export const requestIdGenerator = (trustProxy: boolean) => (req: IncomingMessage): string => {
  const header = req.headers[REQUEST_ID_HEADER];
  return trustProxy && typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
};

/** The id the request logger gave this request; a new one for requests it never saw (unit tests). */
export const requestIdOf = (req: IncomingMessage): string => {
  const withId = req as IncomingMessage & { id?: unknown };
  if (typeof withId.id !== 'string') withId.id = randomUUID();
  return withId.id as string;
};
