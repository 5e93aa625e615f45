import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { practiceApiMessages } from '@pratiche/contracts';
import { closingDraftKinds, closingDraftTexts, notFound, type ClosingDraftKind } from '@pratiche/domain';
import type { Response } from 'express';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseOfferId } from '../../offer-id.param';
import { DownloadOfferDraftQuery } from './download-offer-draft.query';

/** `proposta.pdf` or `contratto.pdf`; any other name is no draft (404). */
const parseDraftName = (raw: string): ClosingDraftKind => {
  const kind = closingDraftKinds.find((k) => raw === `${k}.pdf`);
  if (!kind) throw notFound(closingDraftTexts.draftNotFound);
  return kind;
};

@Controller()
export class DownloadOfferDraftController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Limited per user as the other downloads: each answer lays out a PDF. */
  @Get('/api/offers/:id/drafts/:draft')
  @ActiveUser()
  @RateLimitPerIp('userDownload', practiceApiMessages.tooManyDownloads, { anonymousOnly: true, perUser: 'userDownload' })
  async download(
    @Param('id') id: string,
    @Param('draft') draft: string,
    @CurrentUser() user: UserView,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.queryBus.execute(new DownloadOfferDraftQuery(parseOfferId(id), parseDraftName(draft), user));
    res.attachment(file.filename);
    return new StreamableFile(file.content, { type: 'application/pdf' });
  }
}
