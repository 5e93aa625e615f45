import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { apiRoutes, twoFactorMessages, twoFactorSignInSchema, type UserResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Public } from '../../../../infrastructure/http/access-policy';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { Mailer } from '../../../../infrastructure/mail/mailer';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { PasswordGuesses } from '../../credentials/password-guesses';
import { dropPendingSignIn, pendingSignInOf, type PendingSignIn } from '../../two-factor/pending-sign-in';
import { SecondFactorTries, type SecondFactorTry } from '../../two-factor/second-factor-tries';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';
import { isWrongCode, wrongSignInCode } from '../../two-factor/wrong-code';
import { SignInRefused } from '../sign-in/sign-in-refused';
import { twoFactorLockedMail } from './two-factor-locked.mail';

@Controller()
export class SignInTwoFactorController {
  constructor(
    private readonly users: UsersReader,
    private readonly secrets: TwoFactorSecrets,
    private readonly tries: SecondFactorTries,
    private readonly guesses: PasswordGuesses,
    private readonly sessions: SessionAuth,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The second step of a sign-in with 2FA (issue 31): the session's pending sign-in (5 minutes
   * after the password) and a code of the app or a recovery code. Wrong codes are guesses on the
   * same counters as wrong passwords, so a burst meets the same 429; a code let through takes a
   * try of the pending sign-in (3) and of the account (10 in a row) before it is checked
   * (second-factor-tries.ts). On success the user is signed in on a new session id and answered as spec 7's login.
   */
  @Post(apiRoutes.loginTwoFactor)
  @HttpCode(200)
  @Public()
  async signIn(@Body() body: unknown, @Req() req: Request): Promise<UserResponse> {
    const { code } = parseRequest(twoFactorSignInSchema, body);
    const now = this.clock();
    const pending = pendingSignInOf(req, now);
    const user = pending && (await this.users.byId(pending.userId));
    if (!pending || !user || !user.twoFactorEnabled) throw new ApiError(401, twoFactorMessages.noPendingSignIn);
    // Blocked or rejected since the password was typed: refused as the password step would be.
    if (user.status === 'blocked' || user.status === 'rejected') throw new SignInRefused('ACCOUNT_DISABLED', this.config.supportEmail);
    let taken: SecondFactorTry | undefined;
    const check = async () => {
      taken = await this.tries.take(pending, now);
      if (taken.outcome !== 'taken')
        throw await this.endPending(req, pending, taken.outcome === 'locked' ? twoFactorMessages.locked : twoFactorMessages.tooManyCodes);
      if (!(await this.secrets.spend(user.id, code, now))) throw wrongSignInCode();
    };
    try {
      await this.guesses.attempt({ username: user.username, req, check, isGuess: isWrongCode });
    } catch (error) {
      throw await this.afterWrongCode(error, taken, req, pending, user);
    }
    await this.tries.succeeded(pending);
    await this.sessions.signIn(req, user.id);
    return user;
  }

  /** A wrong code that was the account's last try locks it and mails the owner; one that was the pending sign-in's last ends it. */
  private async afterWrongCode(error: unknown, taken: SecondFactorTry | undefined, req: Request, pending: PendingSignIn, user: UserView): Promise<unknown> {
    if (!isWrongCode(error) || taken?.outcome !== 'taken') return error;
    if (taken.lastBeforeLock) {
      this.mailer.sendInBackground(twoFactorLockedMail(user.email, this.config.publicUrl, this.config.supportEmail));
      return this.endPending(req, pending, twoFactorMessages.locked);
    }
    return taken.lastOfSignIn ? this.endPending(req, pending, twoFactorMessages.tooManyCodes) : error;
  }

  /** The pending sign-in ends (the password must be typed again): the 401 to answer with `message`. */
  private async endPending(req: Request, pending: PendingSignIn, message: string): Promise<ApiError> {
    dropPendingSignIn(req);
    await this.tries.close(pending);
    return new ApiError(401, message);
  }
}
