import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MarketplacePageResponse } from '@pratiche/contracts';
import { MarketplacePageReader } from '../../marketplace-page.reader';
import { ListMarketplacePageQuery } from './list-marketplace-page.query';

@QueryHandler(ListMarketplacePageQuery)
export class ListMarketplacePageHandler implements IQueryHandler<ListMarketplacePageQuery> {
  constructor(private readonly marketplace: MarketplacePageReader) {}

  execute({ buyer, request }: ListMarketplacePageQuery): Promise<MarketplacePageResponse> {
    return this.marketplace.page(buyer, request);
  }
}
