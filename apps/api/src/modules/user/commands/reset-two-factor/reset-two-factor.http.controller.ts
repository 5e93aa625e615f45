import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, twoFactorMessages, type TwoFactorResetResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { ResetTwoFactorCommand } from './reset-two-factor.command';

@Controller()
export class ResetTwoFactorController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Admins only, as every admin users route: the user then signs in with the password alone. */
  @Post(apiRoutes.adminUserTwoFactorReset(':id'))
  @HttpCode(200)
  @Role('admin')
  async reset(@Param('id') id: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<TwoFactorResetResponse> {
    await this.commandBus.execute(new ResetTwoFactorCommand(parseUserId(id), admin.id, contextFromRequest(req)));
    return { message: twoFactorMessages.reset };
  }
}
