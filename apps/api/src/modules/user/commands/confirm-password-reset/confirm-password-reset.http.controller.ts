import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, resetPasswordConfirmSchema, userSuccessMessages, type ApiMessageBody, type ResetPasswordConfirm } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.command';

@Controller()
export class ConfirmPasswordResetController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionAuth,
  ) {}

  /** Whoever knew the old password is signed out everywhere; the user then signs in anew. */
  @Post(apiRoutes.resetPasswordConfirm)
  @HttpCode(200)
  @Public()
  async confirm(@Body(new ZodValidationPipe(resetPasswordConfirmSchema)) body: ResetPasswordConfirm, @Req() req: Request): Promise<ApiMessageBody> {
    const { userId } = await this.commandBus.execute(new ConfirmPasswordResetCommand(body.token, body.newPassword, contextFromRequest(req)));
    await this.sessions.endOtherSessions(userId, req);
    return { message: userSuccessMessages.passwordReset };
  }
}
