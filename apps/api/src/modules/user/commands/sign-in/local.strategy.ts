import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import type { UserView } from '../../../identity/users.reader';
import { Credentials } from '../../credentials/credentials';
import { spendVerificationTime, verifySecret } from '../../credentials/secret-hashing';
import { UserLookup } from '../../user-lookup';
import { SignInRefused } from './sign-in-refused';

/**
 * passport-local: username (any case) and password. The password is checked before the
 * account status, so only someone who knows it learns that the account is disabled. Pending
 * users may sign in: the dashboard tells them the account is under verification.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly users: UserLookup,
    private readonly credentials: Credentials,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<UserView> {
    const user = await this.users.byUsername(username);
    if (!user) {
      await spendVerificationTime(password);
      throw this.refuse('USERNAME_NOT_FOUND');
    }
    const hash = await this.credentials.passwordHashOf(user.id);
    if (!hash || !(await verifySecret(hash, password))) throw this.refuse('PASSWORD_WRONG');
    if (user.status === 'blocked' || user.status === 'rejected') throw this.refuse('ACCOUNT_DISABLED');
    return user;
  }

  private refuse(reason: SignInRefused['reason']) {
    return new SignInRefused(reason, this.config.supportEmail);
  }
}
