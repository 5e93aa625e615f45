import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { authFailureMessages, loginRequestSchema } from '@pratiche/contracts';
import type { Request } from 'express';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { RateLimiters } from '../../../../infrastructure/http/rate-limits';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { SignInRefused } from './sign-in-refused';

const tooMany = authFailureMessages.tooManyAttempts;

/**
 * Runs passport-local with what passport alone does not give: the body checked against the
 * contract, failures counted per username and per IP (refused with 429 once exhausted, before
 * the password is even checked), and a new session id on success.
 */
@Injectable()
export class SignInGuard extends AuthGuard('local') {
  constructor(
    private readonly limiters: RateLimiters,
    private readonly sessions: SessionAuth,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseRequest(loginRequestSchema, req.body);
    const usernameKey = (req.body as { username: string }).username.toLowerCase();
    const ipKey = req.ip ?? 'unknown';
    await this.limiters.ensureNotExhausted('loginUsername', usernameKey, tooMany);
    await this.limiters.ensureNotExhausted('loginIp', ipKey, tooMany);
    try {
      await super.canActivate(context);
    } catch (error) {
      if (error instanceof SignInRefused && error.isGuess) {
        await this.limiters.penalize('loginUsername', usernameKey);
        await this.limiters.penalize('loginIp', ipKey);
      }
      throw error;
    }
    await this.limiters.reset('loginUsername', usernameKey);
    await this.sessions.signIn(req, req.user!.id);
    return true;
  }
}
