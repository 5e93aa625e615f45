import { Body, Controller, HttpCode, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  accountDocumentUploadMessages,
  apiRoutes,
  businessDocumentLimits,
  businessDocumentMessages,
  uploadAccountDocumentFieldsSchema,
  type UserResponse,
} from '@pratiche/contracts';
import { accountDocumentMessages, validationError } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { FileUpload } from '../../../../infrastructure/uploads/file-upload.interceptor';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { UploadAccountDocumentCommand } from './upload-account-document.command';

@Controller()
export class UploadAccountDocumentController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /**
   * Issue 46: any signed-in company, multipart/form-data: `file` (one, 5 MB), `kind`, and `year`
   * or `expiresOn`. Counted per user with every other upload before a byte is read. Answers the
   * message and the user as it now is (its `tradingDocuments`).
   */
  @Post(apiRoutes.accountDocuments)
  @HttpCode(200)
  @SignedIn()
  @RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' })
  @UseInterceptors(
    FileUpload({
      field: 'file',
      maxBytes: businessDocumentLimits.maxBytes,
      maxFiles: 1,
      messages: { tooLarge: accountDocumentUploadMessages.tooLarge, tooMany: accountDocumentUploadMessages.onlyOne },
    }),
  )
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: unknown,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<{ message: string; user: UserResponse }> {
    if (!file) throw validationError(accountDocumentUploadMessages.missing);
    const fields = parseRequest(uploadAccountDocumentFieldsSchema, body);
    const received = { path: file.path, size: file.size, clientName: file.originalname };
    await this.commandBus.execute(new UploadAccountDocumentCommand(user.id, received, fields, contextFromRequest(req)));
    return { message: accountDocumentMessages.uploaded, user: (await this.users.byId(user.id))! };
  }
}
