import { Body, Controller, Param, Post, Req, UploadedFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDocumentFieldsSchema, dueDiligenceApiMessages, type PracticeResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { SellerFileUpload } from '../../seller-file-upload';
import { AddPracticeDocumentCommand } from './add-practice-document.command';

@Controller()
export class AddPracticeDocumentController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /**
   * The owner (an active seller), multipart/form-data (issue 46): `file` (one), `docType`,
   * `issuedOn`. Limited as the other uploads (the same per-user counter); answers the practice as saved.
   */
  @Post('/api/practices/:id/documents')
  @SellerFileUpload('file', dueDiligenceApiMessages.documentFileTooMany)
  async add(
    @Param('id') id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: unknown,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    if (!file) throw new ApiError(400, dueDiligenceApiMessages.documentFileMissing);
    const { docType, issuedOn } = parseRequest(addDocumentFieldsSchema, fields);
    const received = { path: file.path, size: file.size, clientName: file.originalname };
    await this.commandBus.execute(new AddPracticeDocumentCommand(practiceId, seller.id, { docType, issuedOn, file: received }, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
