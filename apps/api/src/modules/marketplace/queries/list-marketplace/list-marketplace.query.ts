import { Query } from '@nestjs/cqrs';
import type { MarketplacePractice } from '@pratiche/contracts';
import type { MarketplaceCaller } from '../../marketplace-caller';

/** Spec 7 `GET /api/marketplace`: approved practices of other sellers, as this buyer sees them. */
export class ListMarketplaceQuery extends Query<MarketplacePractice[]> {
  constructor(readonly buyer: MarketplaceCaller) {
    super();
  }
}
