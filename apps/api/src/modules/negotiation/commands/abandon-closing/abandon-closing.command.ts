import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/closing/abandon`: either party gives up the closing, with a reason; the rate are free again. */
export class AbandonClosingCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly reason: string | null | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
