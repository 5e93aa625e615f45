import { Injectable } from '@nestjs/common';
import { userValidationMessages } from '@pratiche/contracts';
import { validationError } from '@pratiche/domain';
import type { Request, Response } from 'express';
import { ApiError } from '../../../infrastructure/http/api-error';
import { SessionAuth } from '../../../infrastructure/sessions/session-auth';
import type { UserView } from '../../identity/users.reader';
import { Credentials } from './credentials';
import { PasswordGuesses } from './password-guesses';
import { verifySecret } from './secret-hashing';

const isWrongCurrentPassword = (error: unknown) => error instanceof Error && error.message === userValidationMessages.wrongCurrentPassword;

/**
 * The signed-in user's current password, asked before a security change (two-factor setup) as
 * change-password asks it: a wrong one is 400 and a guess like a failed sign-in; past the limit
 * the answer is 429 and the session ends, so someone at an open session gets no free tries.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly credentials: Credentials,
    private readonly guesses: PasswordGuesses,
    private readonly sessions: SessionAuth,
  ) {}

  async confirm(user: UserView, password: string, req: Request, res: Response): Promise<void> {
    const check = async () => {
      const stored = await this.credentials.passwordHashOf(user.id);
      if (!stored || !(await verifySecret(stored, password))) throw validationError(userValidationMessages.wrongCurrentPassword);
    };
    try {
      await this.guesses.attempt({ username: user.username, req, check, isGuess: isWrongCurrentPassword });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) await this.sessions.signOut(req, res);
      throw error;
    }
  }
}
