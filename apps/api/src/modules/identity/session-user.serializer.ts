import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import { DatabaseSessionStore } from '../../infrastructure/sessions/database-session-store';
import { PASSPORT, type PassportInstance } from '../../infrastructure/sessions/sessions.module';
import { toView, UsersReader, type UserRow, type UserView } from './users.reader';

/**
 * Teaches this app's passport to load `req.user` from the user id kept in the session, on
 * every request, so a status change or a deletion applies at once. A user that no longer exists
 * ends the session's sign-in (`false`), and the request continues signed out.
 * The user's `users_view` row travels with the session read (DatabaseSessionStore.readUserRowsFrom),
 * read in the same instant as a read of its own would be; without it (no row read for that user
 * with this request's session), the row is read here.
 */
@Injectable()
export class SessionUserSerializer implements OnModuleInit {
  constructor(
    @Inject(PASSPORT) private readonly passport: PassportInstance,
    private readonly users: UsersReader,
    private readonly sessions: DatabaseSessionStore,
  ) {}

  onModuleInit() {
    this.sessions.readUserRowsFrom('users_view');
    this.passport.serializeUser((user: Express.User, done) => done(null, user.id));
    this.passport.deserializeUser((req: Request, id: unknown, done: (error: unknown, user?: Express.User | false) => void) => {
      if (typeof id !== 'number') return done(null, false);
      this.userOfSession(req.sessionID, id).then((user) => done(null, user ?? false), done);
    });
  }

  /** The user signed in with session `sessionId` (null: no such user any more), as `req.user` holds it. */
  async userOfSession(sessionId: string, userId: number): Promise<UserView | null> {
    const row = this.sessions.takeUserRow(sessionId, userId);
    if (row !== undefined) return row ? toView(row as UserRow) : null;
    return this.users.byId(userId);
  }
}
