import { Command } from '@nestjs/cqrs';
import type { MakeOfferRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/practices/{id}/offers`: the exclusivity holder's offer; answers the new offer's id. */
export class MakeOfferCommand extends Command<number> {
  constructor(
    readonly practiceId: number,
    readonly buyerId: number,
    readonly terms: MakeOfferRequest,
    /** Issue 46: whether the buyer gave its data for trading (its session's users_view row). */
    readonly tradingDataGiven: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
