import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { asAttachment } from '../../../../infrastructure/http/file-attachment';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';
import { DownloadBusinessDocumentFileQuery } from './download-business-document-file.query';

@Controller()
export class DownloadBusinessDocumentFileController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Opened in a new tab by the admin's Documenti control; the owner may open it too (checked by the handler). */
  @Get('/api/business-documents/:filename')
  @SignedIn()
  async download(
    @Param('filename') filename: string,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file: DocumentDownload = await this.queryBus.execute(new DownloadBusinessDocumentFileQuery(filename, user, contextFromRequest(req)));
    return asAttachment(res, file);
  }
}
