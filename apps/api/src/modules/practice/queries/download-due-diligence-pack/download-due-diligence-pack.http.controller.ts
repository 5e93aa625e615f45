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
import { DownloadDueDiligencePackQuery } from './download-due-diligence-pack.query';

@Controller()
export class DownloadDueDiligencePackController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Who may download it and how often: exactly as the documents zip (`download-all`). */
  @Get('/api/practices/:id/due-diligence-pack')
  @ActiveUser()
  @RateLimitPerIp('userDownload', practiceApiMessages.tooManyDownloads, { anonymousOnly: true, perUser: 'userDownload' })
  async download(
    @Param('id') id: string,
    @CurrentUser() user: UserView,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const practiceId = parsePracticeId(id);
    const archive = await this.queryBus.execute(new DownloadDueDiligencePackQuery(practiceId, user, contextFromRequest(req)));
    res.attachment(`pratica-${practiceId}-fascicolo-due-diligence.zip`);
    return new StreamableFile(archive, { type: 'application/zip' });
  }
}
