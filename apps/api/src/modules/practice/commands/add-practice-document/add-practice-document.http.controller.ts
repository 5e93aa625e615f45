import { Body, Controller, HttpCode, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addDocumentFieldsSchema,
  businessDocumentMessages,
  dueDiligenceApiMessages,
  practiceUploadLimits,
  practiceUploadMessages,
  type PracticeResponse,
} from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { FileUpload } from '../../../../infrastructure/uploads/file-upload.interceptor';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
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
  @HttpCode(200)
  @Role('cedente')
  @RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' })
  @UseInterceptors(
    FileUpload({
      field: 'file',
      maxBytes: practiceUploadLimits.maxBytes,
      maxFiles: 1,
      messages: { tooLarge: practiceUploadMessages.tooLarge, tooMany: dueDiligenceApiMessages.documentFileTooMany },
    }),
  )
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
