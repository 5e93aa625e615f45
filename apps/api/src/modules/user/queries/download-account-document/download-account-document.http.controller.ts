import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { asAttachment } from '../../../../infrastructure/http/file-attachment';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';
import { DownloadAccountDocumentQuery } from './download-account-document.query';

@Controller()
export class DownloadAccountDocumentController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Issue 46: opened from the profile's 'Dati per le cessioni' card and the admin users tab (owner and admins, checked by the handler). */
  @Get('/api/account-documents/:filename')
  @SignedIn()
  async download(
    @Param('filename') filename: string,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file: DocumentDownload = await this.queryBus.execute(new DownloadAccountDocumentQuery(filename, user, contextFromRequest(req)));
    return asAttachment(res, file);
  }
}
