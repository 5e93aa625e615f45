import { Body, Controller, HttpCode, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  businessDocumentMessages,
  dueDiligenceApiMessages,
  practiceUploadLimits,
  practiceUploadMessages,
  reconfirmFieldsSchema,
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
import { ReconfirmCreditCommand } from './reconfirm-credit.command';

@Controller()
export class ReconfirmCreditController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /**
   * The owner (an active seller), multipart/form-data (issue 45): `extract` (one PDF), `asOf`,
   * optional `rataIds` (a JSON array). Limited as the other uploads; answers the practice with its
   * new lastConfirmationDate and lastDeclaration.
   */
  @Post('/api/practices/:id/reconfirm')
  @HttpCode(200)
  @Role('cedente')
  @RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' })
  @UseInterceptors(
    FileUpload({
      field: 'extract',
      maxBytes: practiceUploadLimits.maxBytes,
      maxFiles: 1,
      messages: { tooLarge: practiceUploadMessages.tooLarge, tooMany: dueDiligenceApiMessages.extractTooMany },
    }),
  )
  async reconfirm(
    @Param('id') id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() fields: unknown,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    if (!file) throw new ApiError(400, dueDiligenceApiMessages.extractMissing);
    const { asOf, rataIds } = parseRequest(reconfirmFieldsSchema, fields);
    const extract = { path: file.path, size: file.size, clientName: file.originalname };
    await this.commandBus.execute(new ReconfirmCreditCommand(practiceId, seller.id, { asOf, rataIds, extract }, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
