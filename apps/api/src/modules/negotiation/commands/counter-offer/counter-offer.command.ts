import { Command } from '@nestjs/cqrs';
import type { CounterOfferRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/counter`: the other party answers with new terms; answers the new offer's id. */
export class CounterOfferCommand extends Command<number> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly terms: CounterOfferRequest,
    /** Issue 46: whether the party countering gave its data for trading. */
    readonly tradingDataGiven: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
