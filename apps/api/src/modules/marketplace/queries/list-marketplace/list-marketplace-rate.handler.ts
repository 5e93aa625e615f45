import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MarketplaceRateResponse } from '@pratiche/contracts';
import { MarketplaceRateReader } from '../../marketplace-rate.reader';
import { ListMarketplaceRateQuery } from './list-marketplace-rate.query';

@QueryHandler(ListMarketplaceRateQuery)
export class ListMarketplaceRateHandler implements IQueryHandler<ListMarketplaceRateQuery> {
  constructor(private readonly rate: MarketplaceRateReader) {}

  execute({ buyer, request }: ListMarketplaceRateQuery): Promise<MarketplaceRateResponse> {
    return this.rate.page(buyer, request);
  }
}
