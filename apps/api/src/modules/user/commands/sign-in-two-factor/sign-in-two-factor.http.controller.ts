import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { apiRoutes, twoFactorMessages, twoFactorSignInSchema, type UserResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Public } from '../../../../infrastructure/http/access-policy';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { UsersReader } from '../../../identity/users.reader';
import { PasswordGuesses } from '../../credentials/password-guesses';
import { pendingSignInOf } from '../../two-factor/pending-sign-in';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';
import { isWrongCode, wrongSignInCode } from '../../two-factor/wrong-code';
import { SignInRefused } from '../sign-in/sign-in-refused';

@Controller()
export class SignInTwoFactorController {
  constructor(
    private readonly users: UsersReader,
    private readonly secrets: TwoFactorSecrets,
    private readonly guesses: PasswordGuesses,
    private readonly sessions: SessionAuth,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The second step of a sign-in with 2FA (issue 31): the session's pending sign-in (5 minutes
   * after the password) and a code of the app or a recovery code. Wrong codes are guesses on the
   * same counters as wrong passwords, so a burst meets the same 429. On success the user is
   * signed in on a new session id and answered as spec 7's login answers.
   */
  @Post(apiRoutes.loginTwoFactor)
  @HttpCode(200)
  @Public()
  async signIn(@Body() body: unknown, @Req() req: Request): Promise<UserResponse> {
    const { code } = parseRequest(twoFactorSignInSchema, body);
    const now = this.clock();
    const pending = pendingSignInOf(req, now);
    const user = pending && (await this.users.byId(pending.userId));
    if (!user || !user.twoFactorEnabled) throw new ApiError(401, twoFactorMessages.noPendingSignIn);
    // Blocked or rejected since the password was typed: refused as the password step would be.
    if (user.status === 'blocked' || user.status === 'rejected') throw new SignInRefused('ACCOUNT_DISABLED', this.config.supportEmail);
    await this.guesses.attempt({
      username: user.username,
      req,
      check: async () => {
        if (!(await this.secrets.spend(user.id, code, now))) throw wrongSignInCode();
      },
      isGuess: isWrongCode,
    });
    await this.sessions.signIn(req, user.id);
    return user;
  }
}
