import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminUserEditRequestSchema, apiRoutes, type AdminUserEditRequest, type UserResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { EditUserCommand } from './edit-user.command';

@Controller()
export class EditUserController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /** Answers the user as it now is, for the admin list to refresh the row. */
  @Patch(apiRoutes.adminUser(':id'))
  @Role('admin')
  async edit(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminUserEditRequestSchema)) body: AdminUserEditRequest,
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<UserResponse> {
    const userId = parseUserId(id);
    await this.commandBus.execute(new EditUserCommand(userId, body, admin.id, contextFromRequest(req)));
    return (await this.users.byId(userId))!;
  }
}
