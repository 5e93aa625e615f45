import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  apiRoutes,
  changePasswordRequestSchema,
  userSuccessMessages,
  userValidationMessages,
  type ApiMessageBody,
  type ChangePasswordRequest,
} from '@pratiche/contracts';
import { DomainError } from '@pratiche/domain';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { PasswordGuesses } from '../../credentials/password-guesses';
import { ChangePasswordCommand } from './change-password.command';

const isWrongCurrentPassword = (error: unknown) => error instanceof DomainError && error.message === userValidationMessages.wrongCurrentPassword;

@Controller()
export class ChangePasswordController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionAuth,
    private readonly guesses: PasswordGuesses,
  ) {}

  /**
   * Other devices signed in with the old password are signed out; this one stays signed in.
   * A wrong current password is a guess like a failed sign-in: someone at an open session must
   * not get unlimited tries, so once the limit is reached the session is ended too.
   */
  @Post(apiRoutes.changePassword)
  @HttpCode(200)
  @SignedIn()
  async change(
    @Body(new ZodValidationPipe(changePasswordRequestSchema)) body: ChangePasswordRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApiMessageBody> {
    const command = new ChangePasswordCommand(user.id, body.currentPassword, body.newPassword, contextFromRequest(req));
    try {
      await this.guesses.attempt({ username: user.username, req, check: () => this.commandBus.execute(command), isGuess: isWrongCurrentPassword });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) await this.sessions.signOut(req, res);
      throw error;
    }
    await this.sessions.endOtherSessions(user.id, req);
    return { message: userSuccessMessages.passwordChanged };
  }
}
