import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes } from '@pratiche/contracts';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { asAttachment } from '../../../../infrastructure/http/file-attachment';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { DownloadBusinessDocumentQuery } from './download-business-document.query';

@Controller()
export class DownloadBusinessDocumentController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The client names the saved file after Content-Disposition (spec 7 "Practices" downloads). */
  @Get(apiRoutes.businessDocument)
  @SignedIn()
  async download(@CurrentUser() user: UserView, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.queryBus.execute(new DownloadBusinessDocumentQuery(user, contextFromRequest(req)));
    return asAttachment(res, file);
  }
}
