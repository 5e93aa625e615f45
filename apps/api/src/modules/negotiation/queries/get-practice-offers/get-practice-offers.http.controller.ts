import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type NegotiationResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../../practice/practice-id.param';
import { GetPracticeOffersQuery } from './get-practice-offers.query';

@Controller()
export class GetPracticeOffersController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The owner and admins: every negotiation; the negotiating buyer: its own; anyone else 403, a missing practice 404. */
  @Get(apiRoutes.practiceOffers(':id'))
  @ActiveUser()
  get(@Param('id') id: string, @CurrentUser() user: UserView): Promise<NegotiationResponse> {
    return this.queryBus.execute(new GetPracticeOffersQuery(parsePracticeId(id), user));
  }
}
