import { Query } from '@nestjs/cqrs';
import type { MarketplacePractice } from '@pratiche/contracts';

/** Spec 7 `GET /api/marketplace`: approved practices of other sellers, as this buyer sees them. */
export class ListMarketplaceQuery extends Query<MarketplacePractice[]> {
  constructor(readonly buyerId: number) {
    super();
  }
}
