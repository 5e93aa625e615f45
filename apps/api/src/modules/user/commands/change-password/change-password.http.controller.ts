import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, changePasswordRequestSchema, userSuccessMessages, type ApiMessageBody, type ChangePasswordRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { CurrentUser } from '../../session/current-user.decorator';
import type { UserView } from '../../users.reader';
import { ChangePasswordCommand } from './change-password.command';

@Controller()
export class ChangePasswordController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionAuth,
  ) {}

  /** Other devices signed in with the old password are signed out; this one stays signed in. */
  @Post(apiRoutes.changePassword)
  @HttpCode(200)
  @SignedIn()
  async change(
    @Body(new ZodValidationPipe(changePasswordRequestSchema)) body: ChangePasswordRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<ApiMessageBody> {
    await this.commandBus.execute(new ChangePasswordCommand(user.id, body.currentPassword, body.newPassword, contextFromRequest(req)));
    await this.sessions.endOtherSessions(user.id, req);
    return { message: userSuccessMessages.passwordChanged };
  }
}
