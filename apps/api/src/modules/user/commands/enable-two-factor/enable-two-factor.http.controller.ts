import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, enableTwoFactorSchema, twoFactorMessages, type RecoveryCodes } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { EnableTwoFactorCommand } from './enable-two-factor.command';

@Controller()
export class EnableTwoFactorController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionAuth,
  ) {}

  /**
   * Issue 31: answers the 10 recovery codes, shown once (only their hashes are kept). The
   * account's other sessions end, as after a password change: one opened with the password alone
   * (perhaps by whoever made the owner turn 2FA on) must not outlive it.
   */
  @Post(apiRoutes.twoFactorEnable)
  @HttpCode(200)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  async enable(@Body() body: unknown, @CurrentUser() user: UserView, @Req() req: Request): Promise<RecoveryCodes> {
    const { code } = parseRequest(enableTwoFactorSchema, body);
    if (user.twoFactorEnabled) throw conflict(twoFactorMessages.alreadyEnabled);
    const recoveryCodes = await this.commandBus.execute(new EnableTwoFactorCommand(user.id, code.replace(/\s+/g, ''), contextFromRequest(req)));
    await this.sessions.endOtherSessions(user.id, req);
    return { recoveryCodes };
  }
}
