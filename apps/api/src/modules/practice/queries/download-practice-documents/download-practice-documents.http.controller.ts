import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { practiceApiMessages } from '@pratiche/contracts';
import type { Request, Response } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { DownloadPracticeDocumentsQuery } from './download-practice-documents.query';

@Controller()
export class DownloadPracticeDocumentsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Saved by the client as 'pratica-{id}-documenti.zip' (spec 7). */
  @Get('/api/practices/:id/download-all')
  @ActiveUser()
  // Per user (every caller is signed in, so the per-IP counter never counts).
  @RateLimitPerIp('userDownload', practiceApiMessages.tooManyDownloads, { anonymousOnly: true, perUser: 'userDownload' })
  async downloadAll(
    @Param('id') id: string,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const practiceId = parsePracticeId(id);
    const archive = await this.queryBus.execute(new DownloadPracticeDocumentsQuery(practiceId, user, contextFromRequest(req)));
    res.attachment(`pratica-${practiceId}-documenti.zip`);
    return new StreamableFile(archive, { type: 'application/zip' });
  }
}
