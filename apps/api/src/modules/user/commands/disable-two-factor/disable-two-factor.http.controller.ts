import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, disableTwoFactorSchema, twoFactorMessages, userValidationMessages, type ApiMessageBody } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { PasswordGuesses } from '../../credentials/password-guesses';
import { isWrongCode } from '../../two-factor/wrong-code';
import { DisableTwoFactorCommand } from './disable-two-factor.command';

const isGuess = (error: unknown) => isWrongCode(error) || (error instanceof Error && error.message === userValidationMessages.wrongCurrentPassword);

@Controller()
export class DisableTwoFactorController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly guesses: PasswordGuesses,
    private readonly sessions: SessionAuth,
  ) {}

  /**
   * Issue 31. Wrong passwords and wrong codes are guesses, counted as change-password counts
   * them: past the limit the answer is 429 and the session ends.
   */
  @Post(apiRoutes.twoFactorDisable)
  @HttpCode(200)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  async disable(@Body() body: unknown, @CurrentUser() user: UserView, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ApiMessageBody> {
    const { password, code } = parseRequest(disableTwoFactorSchema, body);
    if (!user.twoFactorEnabled) throw conflict(twoFactorMessages.notEnabled);
    const command = new DisableTwoFactorCommand(user.id, password, code, contextFromRequest(req));
    try {
      await this.guesses.attempt({ username: user.username, req, check: () => this.commandBus.execute(command), isGuess });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) await this.sessions.signOut(req, res);
      throw error;
    }
    return { message: twoFactorMessages.disabled };
  }
}
