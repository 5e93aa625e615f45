import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import type { DatabaseSessionStore } from './database-session-store';
import { sessionCookieName, sessionCookieOptions, sessionLifetimes } from './session-cookie';
import { loadSessionSecret } from './session-secret';

/**
 * The express-session middleware as a provider: HTTP requests run it (install-sessions.ts) and
 * so does the `/ws` upgrade (UpgradeSessions), so both read the same cookie the same way.
 */
export const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');
export type SessionMiddleware = RequestHandler;

/**
 * Cookie sessions in the database. Nothing is stored for visitors who never sign in
 * (saveUninitialized: false). `rolling` renews the cookie's expiry on every answer, so an
 * active user stays signed in until the absolute lifetime; the cookie lasts the idle timeout,
 * but the store enforces both lifetimes on the server, whatever cookie a client keeps sending.
 */
export const createSessionMiddleware = async (config: AppConfig, db: Database, store: DatabaseSessionStore): Promise<SessionMiddleware> => {
  const cookie = sessionCookieOptions(config);
  return session({
    name: sessionCookieName(config),
    secret: await loadSessionSecret(db, config.sessionSecret),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // Behind an https proxy, trust its X-Forwarded-Proto for issuing the Secure cookie only.
    proxy: cookie.secure ? true : undefined,
    cookie: { ...cookie, maxAge: sessionLifetimes(config).idleMs },
  });
};
