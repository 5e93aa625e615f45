import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema, type LoginRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { PasswordGuesses } from '../../credentials/password-guesses';
import { SecondFactorTries } from '../../two-factor/second-factor-tries';
import { SignInRefused } from './sign-in-refused';

/**
 * Runs passport-local with what passport alone does not give: the body checked against the
 * contract, the attempt counted as a password guess before the password is checked (429 once
 * a limit is used up), and a new session id on success. For a user with two-factor sign-in the
 * new session holds only a pending sign-in (issue 31): the code comes next, to /api/login/two-factor.
 */
@Injectable()
export class SignInGuard extends AuthGuard('local') {
  constructor(
    private readonly guesses: PasswordGuesses,
    private readonly sessions: SessionAuth,
    private readonly tries: SecondFactorTries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseRequest(loginRequestSchema, req.body);
    await this.guesses.attempt({
      username: (req.body as LoginRequest).username,
      req,
      check: () => super.canActivate(context) as Promise<boolean>,
      isGuess: (error) => error instanceof SignInRefused && error.isGuess,
      completes: () => !req.user!.twoFactorEnabled,
    });
    if (req.user!.twoFactorEnabled) await this.sessions.regenerateWith(req, { pendingSignIn: await this.tries.open(req.user!.id, this.clock()) });
    else await this.sessions.signIn(req, req.user!.id);
    return true;
  }
}
