import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { SESSION_MIDDLEWARE, type SessionMiddleware } from './session-middleware';

type PassportSession = SessionData & { passport?: { user?: unknown } };

/** The signed-in user of a request that never reaches express: the session it belongs to and its user. */
export type SignedInSession = { sessionId: string; userId: number };

/**
 * Reads the session of a WebSocket upgrade request by running the very middleware HTTP requests
 * go through (same cookie name, signature and store). The upgrade has no response object; the
 * middleware only wraps `res` to set the cookie later, which never happens here, so an empty
 * object is enough and nothing is written back to the store.
 */
@Injectable()
export class UpgradeSessions {
  constructor(@Inject(SESSION_MIDDLEWARE) private readonly middleware: SessionMiddleware) {}

  async signedInSession(upgrade: IncomingMessage): Promise<SignedInSession | null> {
    const req = upgrade as Request;
    await new Promise<void>((resolve, reject) => this.middleware(req, {} as Response, (error?: unknown) => (error ? reject(error as Error) : resolve())));
    const userId = (req.session as PassportSession | undefined)?.passport?.user;
    return typeof userId === 'number' ? { sessionId: req.sessionID, userId } : null;
  }
}
