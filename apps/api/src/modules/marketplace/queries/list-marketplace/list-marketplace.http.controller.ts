import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type MarketplacePractice } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListMarketplaceQuery } from './list-marketplace.query';

@Controller()
export class ListMarketplaceController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Approved practices of other sellers with their sale status; seller and documents only where bought. */
  @Get(apiRoutes.marketplace)
  @Role('cessionario')
  list(@CurrentUser() buyer: UserView): Promise<MarketplacePractice[]> {
    return this.queryBus.execute(new ListMarketplaceQuery(buyer.id));
  }
}
