import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { practiceApiMessages, type ApiMessageBody } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { DeletePracticeCommand } from './delete-practice.command';

@Controller()
export class DeletePracticeController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete('/api/admin/practices/:id')
  @Role('admin')
  async delete(@Param('id') id: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<ApiMessageBody> {
    await this.commandBus.execute(new DeletePracticeCommand(parsePracticeId(id), admin.id, contextFromRequest(req)));
    return { message: practiceApiMessages.practiceDeleted };
  }
}
