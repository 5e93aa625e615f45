import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { replaceDocumentRequestSchema, type PracticeResponse, type ReplaceDocumentRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { ReplacePracticeDocumentCommand } from './replace-practice-document.command';

@Controller()
export class ReplacePracticeDocumentController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** The owner (an active seller) replaces one document with a file uploaded by `POST /api/upload`; answers the practice as saved. */
  @Put('/api/practices/:id/documents/:filename')
  @Role('cedente')
  async replace(
    @Param('id') id: string,
    @Param('filename') filename: string,
    @Body(new ZodValidationPipe(replaceDocumentRequestSchema)) body: ReplaceDocumentRequest,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new ReplacePracticeDocumentCommand(practiceId, filename, seller.id, body, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
