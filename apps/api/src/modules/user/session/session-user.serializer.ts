import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PASSPORT, type PassportInstance } from '../../../infrastructure/sessions/sessions.module';
import { UsersReader } from '../users.reader';

/**
 * Teaches this app's passport to load `req.user` from the user id kept in the session, on
 * every request, so a status change or a deletion applies at once. A user that no longer exists
 * ends the session's sign-in (`false`), and the request continues signed out.
 */
@Injectable()
export class SessionUserSerializer implements OnModuleInit {
  constructor(
    @Inject(PASSPORT) private readonly passport: PassportInstance,
    private readonly users: UsersReader,
  ) {}

  onModuleInit() {
    this.passport.serializeUser((user: Express.User, done) => done(null, user.id));
    this.passport.deserializeUser((id: unknown, done) => {
      if (typeof id !== 'number') return done(null, false);
      this.users.byId(id).then((user) => done(null, user ?? false), done);
    });
  }
}
