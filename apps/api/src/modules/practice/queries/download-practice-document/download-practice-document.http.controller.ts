import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { practiceApiMessages } from '@pratiche/contracts';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { asAttachment } from '../../../../infrastructure/http/file-attachment';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { DownloadPracticeDocumentQuery } from './download-practice-document.query';

@Controller()
export class DownloadPracticeDocumentController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The client names the saved file after Content-Disposition (spec 7 "Practices"). */
  @Get('/api/documents/:filename')
  @ActiveUser()
  // Per user (every caller is signed in, so the per-IP counter never counts).
  @RateLimitPerIp('userDownload', practiceApiMessages.tooManyDownloads, { anonymousOnly: true, perUser: 'userDownload' })
  async download(
    @Param('filename') filename: string,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.queryBus.execute(new DownloadPracticeDocumentQuery(filename, user, contextFromRequest(req)));
    return asAttachment(res, file);
  }
}
