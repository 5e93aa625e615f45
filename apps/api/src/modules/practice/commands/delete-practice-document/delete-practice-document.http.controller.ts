import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { practiceApiMessages, type ApiMessageBody } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { DeletePracticeDocumentCommand } from './delete-practice-document.command';

@Controller()
export class DeletePracticeDocumentController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Admins only (spec 6 "Delete a document of a practice"), in any review status. */
  @Delete('/api/practices/:id/documents/:filename')
  @Role('admin')
  async delete(@Param('id') id: string, @Param('filename') filename: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<ApiMessageBody> {
    await this.commandBus.execute(new DeletePracticeDocumentCommand(parsePracticeId(id), filename, admin.id, contextFromRequest(req)));
    return { message: practiceApiMessages.documentDeleted };
  }
}
