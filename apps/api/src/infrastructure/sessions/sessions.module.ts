import { Global, Injectable, Module } from '@nestjs/common';
import passport from 'passport';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import { PeriodicJob } from '../lifecycle/periodic-job';
import { DatabaseSessionStore } from './database-session-store';
import { SessionAuth } from './session-auth';
import { sessionLifetimes } from './session-cookie';
import { createSessionMiddleware, SESSION_MIDDLEWARE } from './session-middleware';
import { UpgradeSessions } from './upgrade-sessions';

/**
 * This app's own passport instance: session (de)serialisation is registered here rather than on
 * passport's global singleton, so two apps in one process (tests, restarts) never share it.
 */
export const PASSPORT = Symbol('PASSPORT');
export type PassportInstance = passport.Authenticator;

/**
 * Expired rows are already refused on read; the purge is what tells listeners (SESSIONS_ENDED),
 * so a live `/ws` connection of an expired session closes within a minute. An indexed DELETE.
 */
const PURGE_INTERVAL_MS = 60 * 1000;

/** Deletes expired session rows at start-up and then every minute; a shutdown waits for a purge under way. */
@Injectable()
class ExpiredSessionPurge extends PeriodicJob {
  constructor(private readonly store: DatabaseSessionStore) {
    // A failed purge is retried a minute later; expired rows are refused on read meanwhile.
    super('ExpiredSessionPurge', { intervalMs: PURGE_INTERVAL_MS, awaitFirstRun: true, onError: () => undefined });
  }

  runOnce() {
    return this.store.purgeExpired();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: DatabaseSessionStore,
      useFactory: (db: Database, config: AppConfig, clock: Clock) => new DatabaseSessionStore(db, sessionLifetimes(config), clock),
      inject: [DATABASE, APP_CONFIG, CLOCK],
    },
    { provide: SESSION_MIDDLEWARE, useFactory: createSessionMiddleware, inject: [APP_CONFIG, DATABASE, DatabaseSessionStore] },
    { provide: PASSPORT, useFactory: () => new passport.Passport() },
    SessionAuth,
    UpgradeSessions,
    ExpiredSessionPurge,
  ],
  exports: [DatabaseSessionStore, SESSION_MIDDLEWARE, PASSPORT, SessionAuth, UpgradeSessions],
})
export class SessionsModule {}
