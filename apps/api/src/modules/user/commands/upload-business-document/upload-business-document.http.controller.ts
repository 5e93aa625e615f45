import { Body, Controller, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  apiRoutes,
  businessDocumentLimits,
  businessDocumentMessages,
  uploadBusinessDocumentFieldsSchema,
  type UploadedFileResponse,
} from '@pratiche/contracts';
import { validationError } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { FileUpload } from '../../../../infrastructure/uploads/file-upload.interceptor';
import type { UserView } from '../../../identity/users.reader';
import { UploadBusinessDocumentCommand } from './upload-business-document.command';

@Controller()
export class UploadBusinessDocumentController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * Public because the visura is uploaded before the account exists; anonymous uploads are
   * therefore rate-limited per IP, signed-in ones per user. Naming a `userId` is for admins
   * (checked by the handler).
   */
  @Post(apiRoutes.uploadBusinessDocument)
  @Public()
  @RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' })
  @UseInterceptors(FileUpload({ field: 'file', maxBytes: businessDocumentLimits.maxBytes, maxFiles: 1 }))
  upload(@UploadedFile() file: Express.Multer.File | undefined, @Body() fields: unknown, @Req() req: Request): Promise<UploadedFileResponse> {
    if (!file) throw validationError(businessDocumentMessages.missing);
    const { userId } = parseRequest(uploadBusinessDocumentFieldsSchema, fields);
    const requester = req.user as UserView | undefined;
    return this.commandBus.execute(
      new UploadBusinessDocumentCommand({ path: file.path, size: file.size, clientName: file.originalname }, userId, requester, contextFromRequest(req)),
    );
  }
}
