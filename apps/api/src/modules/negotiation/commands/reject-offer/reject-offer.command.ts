import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/reject`: the other party refuses the offer, with an optional reason. */
export class RejectOfferCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly reason: string | null | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
