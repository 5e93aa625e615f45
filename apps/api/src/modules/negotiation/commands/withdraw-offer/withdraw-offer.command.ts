import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/withdraw`: the author takes the offer back before it is answered. */
export class WithdrawOfferCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
