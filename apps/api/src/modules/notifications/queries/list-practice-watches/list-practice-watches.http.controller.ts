import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type PracticeWatches } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListPracticeWatchesQuery } from './list-practice-watches.query';

@Controller()
export class ListPracticeWatchesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(apiRoutes.practiceWatches)
  @Role('cessionario')
  list(@CurrentUser() buyer: UserView): Promise<PracticeWatches> {
    return this.queryBus.execute(new ListPracticeWatchesQuery(buyer.id));
  }
}
