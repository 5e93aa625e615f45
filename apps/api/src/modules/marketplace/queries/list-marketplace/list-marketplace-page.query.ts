import { Query } from '@nestjs/cqrs';
import type { MarketplacePageRequest, MarketplacePageResponse } from '@pratiche/contracts';
import type { MarketplaceCaller } from '../../marketplace-caller';

/** `GET /api/marketplace?page=…` (issue 26): one page of the listing, sorted and filtered, with exact tab counts and tiles. */
export class ListMarketplacePageQuery extends Query<MarketplacePageResponse> {
  constructor(
    readonly buyer: MarketplaceCaller,
    readonly request: MarketplacePageRequest,
  ) {
    super();
  }
}
