import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { typeDocumentRequestSchema, type PracticeResponse, type TypeDocumentRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { TypePracticeDocumentCommand } from './type-practice-document.command';

@Controller()
export class TypePracticeDocumentController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** The owner (an active seller) types one document; answers the practice as saved. */
  @Patch('/api/practices/:id/documents/:filename')
  @Role('cedente')
  async type(
    @Param('id') id: string,
    @Param('filename') filename: string,
    @Body(new ZodValidationPipe(typeDocumentRequestSchema)) body: TypeDocumentRequest,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new TypePracticeDocumentCommand(practiceId, filename, seller.id, body, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
