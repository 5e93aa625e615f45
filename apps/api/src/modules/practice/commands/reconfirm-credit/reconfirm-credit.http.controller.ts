import { Body, Controller, Param, Post, Req, UploadedFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { dueDiligenceApiMessages, reconfirmFieldsSchema, type PracticeResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { SellerFileUpload } from '../../seller-file-upload';
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
  @SellerFileUpload('extract', dueDiligenceApiMessages.extractTooMany)
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
