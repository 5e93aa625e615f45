import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { negotiationApiMessages, type NegotiationResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader, type NegotiationParties, type NegotiationScope } from '../../negotiations.reader';
import { GetPracticeOffersQuery } from './get-practice-offers.query';

/**
 * The owner and admins read every negotiation of the practice; a buyer who holds its exclusivity
 * or made or received an offer on it reads only its own; anyone else 403, no such practice 404.
 */
const scopeOf = (user: UserView, parties: NegotiationParties): NegotiationScope => {
  if (user.isAdmin || parties.sellerId === user.id) return { kind: 'all' };
  if (parties.holderIds.includes(user.id) || parties.buyerIds.includes(user.id)) return { kind: 'buyer', buyerId: user.id };
  throw forbidden(negotiationApiMessages.offersNotAllowed);
};

@QueryHandler(GetPracticeOffersQuery)
export class GetPracticeOffersHandler implements IQueryHandler<GetPracticeOffersQuery> {
  constructor(
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, user }: GetPracticeOffersQuery): Promise<NegotiationResponse> {
    const parties = await this.negotiations.parties(practiceId);
    if (!parties) throw notFound(practiceMessages.notFound);
    return this.negotiations.negotiation(practiceId, user.id, scopeOf(user, parties), this.clock());
  }
}
