import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DatabaseSessionStore } from './database-session-store';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

type PassportSession = SessionData & { passport?: { user?: number } };

const call = (work: (done: (error?: unknown) => void) => void) => new Promise<void>((resolve, reject) => work((error) => (error ? reject(error) : resolve())));

/**
 * Signing in and out on the session. Signing in regenerates the session (a new id, so a
 * planted cookie is worthless) and stores the user id where passport's session strategy reads it.
 */
@Injectable()
export class SessionAuth {
  constructor(
    private readonly store: DatabaseSessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(req: Request, userId: number): Promise<void> {
    await this.regenerateWith(req, { passport: { user: userId } } as Partial<PassportSession>);
  }

  /**
   * A new session id holding only `values`, saved before the answer: a sign-in (above) or one
   * waiting for its second factor, which must not keep the id the password was typed under either.
   */
  async regenerateWith(req: Request, values: Partial<SessionData>): Promise<void> {
    await call((done) => req.session.regenerate(done));
    Object.assign(req.session, values);
    await call((done) => req.session.save(done));
  }

  /** Destroys the session row on the server and tells the browser to drop the cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (req.session) await call((done) => req.session.destroy(done));
    res.clearCookie(sessionCookieName(this.config), sessionCookieOptions(this.config));
  }

  /** Ends the user's sessions elsewhere, keeping the current request's one. */
  endOtherSessions(userId: number, req?: Request): Promise<number> {
    return this.store.destroyUserSessions(userId, req?.sessionID);
  }
}
