import { Global, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import passport from 'passport';
import { APP_CONFIG } from '../config/app-config';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import { DatabaseSessionStore } from './database-session-store';
import { SessionAuth } from './session-auth';
import { createSessionMiddleware, SESSION_MIDDLEWARE } from './session-middleware';
import { UpgradeSessions } from './upgrade-sessions';

/**
 * This app's own passport instance: session (de)serialisation is registered here rather than on
 * passport's global singleton, so two apps in one process (tests, restarts) never share it.
 */
export const PASSPORT = Symbol('PASSPORT');
export type PassportInstance = passport.Authenticator;

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes expired session rows at start-up and then every hour. */
@Injectable()
class ExpiredSessionPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: DatabaseSessionStore) {}

  async onApplicationBootstrap() {
    await this.store.purgeExpired();
    this.timer = setInterval(() => void this.store.purgeExpired().catch(() => undefined), PURGE_INTERVAL_MS).unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }
}

@Global()
@Module({
  providers: [
    { provide: DatabaseSessionStore, useFactory: (db: Database) => new DatabaseSessionStore(db), inject: [DATABASE] },
    { provide: SESSION_MIDDLEWARE, useFactory: createSessionMiddleware, inject: [APP_CONFIG, DATABASE, DatabaseSessionStore] },
    { provide: PASSPORT, useFactory: () => new passport.Passport() },
    SessionAuth,
    UpgradeSessions,
    ExpiredSessionPurge,
  ],
  exports: [DatabaseSessionStore, SESSION_MIDDLEWARE, PASSPORT, SessionAuth, UpgradeSessions],
})
export class SessionsModule {}
