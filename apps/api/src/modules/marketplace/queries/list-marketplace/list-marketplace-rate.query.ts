import { Query } from '@nestjs/cqrs';
import type { MarketplaceRateRequest, MarketplaceRateResponse } from '@pratiche/contracts';
import type { MarketplaceCaller } from '../../marketplace-caller';

/** `GET /api/marketplace/rate` (issue 45): one page of the rate on sale, one row per rata, sorted and filtered. */
export class ListMarketplaceRateQuery extends Query<MarketplaceRateResponse> {
  constructor(
    readonly buyer: MarketplaceCaller,
    readonly request: MarketplaceRateRequest,
  ) {
    super();
  }
}
