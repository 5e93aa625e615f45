import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EventMetadata } from '../event-store/event-store.types';
import { correlationIdOf, requestIdOf } from '../observability/request-id';

/** Who is acting and which request this is; becomes the metadata of every event it causes. */
export type RequestContext = { actorId: number | 'system' | null; correlationId: string; requestId: string };

export const contextFromRequest = (req: Request): RequestContext => {
  const user = (req as Request & { user?: { id: number } }).user;
  // The ids on the request's log line and in its error answers, so an event leads to its request;
  // a client's own headers never become them (see request-id.ts).
  return { actorId: user?.id ?? null, correlationId: correlationIdOf(req), requestId: requestIdOf(req) };
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
