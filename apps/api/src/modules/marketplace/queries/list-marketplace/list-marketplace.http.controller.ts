import { Controller, Get, Query as QueryParams } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  apiRoutes,
  marketplacePageQuerySchema,
  marketplaceRateQuerySchema,
  type MarketplacePageResponse,
  type MarketplacePractice,
  type MarketplaceRateResponse,
} from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { marketplaceCaller } from '../../marketplace-caller';
import { ListMarketplacePageQuery } from './list-marketplace-page.query';
import { ListMarketplaceRateQuery } from './list-marketplace-rate.query';
import { ListMarketplaceQuery } from './list-marketplace.query';

@Controller()
export class ListMarketplaceController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * Approved practices of other sellers with their sale status; seller and documents only where
   * bought. Without `page`, spec 7's array of them all (other parameters are ignored, as before);
   * with `page`, one page of them with the tab counts and the tiles.
   */
  @Get(apiRoutes.marketplace)
  @Role('cessionario')
  list(@QueryParams() query: Record<string, unknown>, @CurrentUser() buyer: UserView): Promise<MarketplacePractice[] | MarketplacePageResponse> {
    const caller = marketplaceCaller(buyer);
    if (query.page === undefined) return this.queryBus.execute(new ListMarketplaceQuery(caller));
    return this.queryBus.execute(new ListMarketplacePageQuery(caller, parseRequest(marketplacePageQuerySchema, query)));
  }

  /** Issue 45: the rate on sale, one row per rata, of the practices the listing shows the caller; sorted, filtered and paged. */
  @Get(apiRoutes.marketplaceRate)
  @Role('cessionario')
  rate(@QueryParams() query: Record<string, unknown>, @CurrentUser() buyer: UserView): Promise<MarketplaceRateResponse> {
    return this.queryBus.execute(new ListMarketplaceRateQuery(marketplaceCaller(buyer), parseRequest(marketplaceRateQuerySchema, query)));
  }
}
