import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type WaitingNegotiationsResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListWaitingNegotiationsQuery } from './list-waiting-negotiations.query';

@Controller()
export class ListWaitingNegotiationsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The caller's turns, newest first: offers to answer, closing steps to tick. */
  @Get(apiRoutes.negotiationsWaiting)
  @ActiveUser()
  list(@CurrentUser() user: UserView): Promise<WaitingNegotiationsResponse> {
    return this.queryBus.execute(new ListWaitingNegotiationsQuery(user.id));
  }
}
