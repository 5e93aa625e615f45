import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../user/session/current-user.decorator';
import type { UserView } from '../../../user/users.reader';
import { DownloadPracticeDocumentQuery } from './download-practice-document.query';

@Controller()
export class DownloadPracticeDocumentController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The client names the saved file after Content-Disposition (spec 7 "Practices"). */
  @Get('/api/documents/:filename')
  @ActiveUser()
  async download(@Param('filename') filename: string, @CurrentUser() user: UserView, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.queryBus.execute(new DownloadPracticeDocumentQuery(filename, user));
    res.attachment(file.originalName);
    // The type found by sniffing, not the one attachment() guesses from the client's file name.
    res.type(file.mimeType);
    return new StreamableFile(file.content, { type: file.mimeType, length: file.size });
  }
}
