import { Controller, Delete, Param, Req } from '@nestjs/common';
import { adminUserMessages, apiRoutes, type ApiMessageBody } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { UserErasure } from '../erase-user/erase-user.service';

@Controller()
export class DeleteUserController {
  constructor(private readonly erasure: UserErasure) {}

  /**
   * Spec 7 `DELETE /api/admin/users/{id}`: the account is erased (UserErasure, see the module
   * README for what happens to practices, purchases and wallet). Deleting again answers alike and
   * repeats the clean-up; an id that never existed is a 404.
   */
  @Delete(apiRoutes.adminUser(':id'))
  @Role('admin')
  async delete(@Param('id') id: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<ApiMessageBody> {
    await this.erasure.erase(parseUserId(id), admin.id, contextFromRequest(req));
    return { message: adminUserMessages.userDeleted };
  }
}
