import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type Exclusivity } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListExclusivitiesQuery } from './list-exclusivities.query';

@Controller()
export class ListExclusivitiesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Every exclusivity the caller bought, with `isActive` at the time of the request (shape in the README). */
  @Get(apiRoutes.marketplaceExclusivities)
  @Role('cessionario')
  list(@CurrentUser() buyer: UserView): Promise<Exclusivity[]> {
    return this.queryBus.execute(new ListExclusivitiesQuery(buyer.id));
  }
}
