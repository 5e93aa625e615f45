import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/accept`: the other party accepts, which opens the closing. */
export class AcceptOfferCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    /** Issue 46: whether the party accepting gave its data for trading. */
    readonly tradingDataGiven: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
