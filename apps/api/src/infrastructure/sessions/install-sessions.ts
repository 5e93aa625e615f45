import type { NestExpressApplication } from '@nestjs/platform-express';
import session from 'express-session';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { DatabaseSessionStore } from './database-session-store';
import { sessionCookieOptions, SESSION_COOKIE, SESSION_MAX_AGE_MS } from './session-cookie';
import { loadSessionSecret } from './session-secret';
import { PASSPORT, type PassportInstance } from './sessions.module';

/**
 * Cookie sessions in the database plus passport's session strategy, which loads `req.user`.
 * Nothing is stored for visitors who never sign in (saveUninitialized: false). `rolling` renews
 * the cookie's expiry on every answer, so an active user stays signed in.
 */
export const installSessions = async (app: NestExpressApplication, config: AppConfig, db: Database) => {
  const cookie = sessionCookieOptions(config);
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: await loadSessionSecret(db, config.sessionSecret),
      store: app.get(DatabaseSessionStore),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      // Behind an https proxy, trust its X-Forwarded-Proto for issuing the Secure cookie only.
      proxy: cookie.secure ? true : undefined,
      cookie: { ...cookie, maxAge: SESSION_MAX_AGE_MS },
    }),
  );
  const passport = app.get<PassportInstance>(PASSPORT);
  app.use(passport.initialize());
  app.use(passport.session());
};
