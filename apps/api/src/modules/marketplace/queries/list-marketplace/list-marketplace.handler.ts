import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MarketplacePractice } from '@pratiche/contracts';
import { MarketplaceReader } from '../../marketplace.reader';
import { ListMarketplaceQuery } from './list-marketplace.query';

@QueryHandler(ListMarketplaceQuery)
export class ListMarketplaceHandler implements IQueryHandler<ListMarketplaceQuery> {
  constructor(private readonly marketplace: MarketplaceReader) {}

  execute({ buyer }: ListMarketplaceQuery): Promise<MarketplacePractice[]> {
    return this.marketplace.listing(buyer);
  }
}
