import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changeUserStatusRequestSchema, type UserResponse, type UserStatus } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { ChangeUserStatusCommand } from './change-user-status.command';

@Controller()
export class ChangeUserStatusController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /** Answers the user as it now is, for the admin list to refresh the row. */
  @Patch('/api/admin/users/:id/status')
  @Role('admin')
  async change(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(changeUserStatusRequestSchema)) body: { status: UserStatus },
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<UserResponse> {
    const userId = parseUserId(id);
    await this.commandBus.execute(new ChangeUserStatusCommand(userId, body.status, admin.id, contextFromRequest(req)));
    return (await this.users.byId(userId))!;
  }
}
