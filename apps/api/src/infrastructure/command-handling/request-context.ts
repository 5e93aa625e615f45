import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EventMetadata } from '../event-store/event-store.types';
import { requestIdOf } from '../observability/request-id';

/** Who is acting and which request this is; becomes the metadata of every event it causes. */
export type RequestContext = { actorId: number | 'system' | null; correlationId: string; requestId: string };

const CORRELATION_HEADER = 'x-correlation-id';

export const contextFromRequest = (req: Request): RequestContext => {
  const header = req.header(CORRELATION_HEADER);
  // The id on the request's log line and in its error answers, so an event leads to its request.
  const requestId = requestIdOf(req);
  const user = (req as Request & { user?: { id: number } }).user;
  return {
    actorId: user?.id ?? null,
    correlationId: header && /^[\w-]{1,100}$/.test(header) ? header : requestId,
    requestId,
  };
};

/** For start-up tasks and scripts that act on behalf of the system. */
export const systemContext = (): RequestContext => {
  const id = randomUUID();
  return { actorId: 'system', correlationId: id, requestId: id };
};

export const toMetadata = (context: RequestContext): EventMetadata => ({
  actorId: context.actorId,
  correlationId: context.correlationId,
  requestId: context.requestId,
});
