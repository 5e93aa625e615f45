import type { NestExpressApplication } from '@nestjs/platform-express';
import { SESSION_MIDDLEWARE, type SessionMiddleware } from './session-middleware';
import { PASSPORT, type PassportInstance } from './sessions.module';

/** Cookie sessions (session-middleware.ts) plus passport's session strategy, which loads `req.user`. */
export const installSessions = (app: NestExpressApplication) => {
  app.use(app.get<SessionMiddleware>(SESSION_MIDDLEWARE));
  const passport = app.get<PassportInstance>(PASSPORT);
  app.use(passport.initialize());
  app.use(passport.session());
};
