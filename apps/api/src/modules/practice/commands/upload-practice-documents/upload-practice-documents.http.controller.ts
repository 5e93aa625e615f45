import { Body, Controller, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  apiRoutes,
  businessDocumentMessages,
  practiceUploadFieldsSchema,
  practiceUploadLimits,
  practiceUploadMessages,
  type UploadedFileResponse,
} from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { FileUpload } from '../../../../infrastructure/uploads/file-upload.interceptor';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { UploadPracticeDocumentsCommand } from './upload-practice-documents.command';

@Controller()
export class UploadPracticeDocumentsController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Active sellers only: documents belong to practices, which only they create and edit. Answers the list of stored files. */
  @Post(apiRoutes.upload)
  @Role('cedente')
  // Counted per seller (the route is never anonymous), before multer reads a byte of the files.
  @RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' })
  @UseInterceptors(
    FileUpload({
      field: 'files',
      maxBytes: practiceUploadLimits.maxBytes,
      maxFiles: practiceUploadLimits.maxFiles,
      messages: { tooLarge: practiceUploadMessages.tooLarge, tooMany: practiceUploadMessages.tooMany },
    }),
  )
  upload(@UploadedFiles() files: Express.Multer.File[] | undefined, @Body() fields: unknown, @CurrentUser() seller: UserView): Promise<UploadedFileResponse[]> {
    // documentType is checked but not kept: the practice's create or edit body says which category a file joins.
    const { practiceId } = parseRequest(practiceUploadFieldsSchema, fields);
    const received = (files ?? []).map((file) => ({ path: file.path, size: file.size, clientName: file.originalname }));
    return this.commandBus.execute(new UploadPracticeDocumentsCommand(received, practiceId, seller.id));
  }
}
