import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Exclusivity } from '@pratiche/contracts';
import { MarketplaceReader } from '../../marketplace.reader';
import { ListExclusivitiesQuery } from './list-exclusivities.query';

@QueryHandler(ListExclusivitiesQuery)
export class ListExclusivitiesHandler implements IQueryHandler<ListExclusivitiesQuery> {
  constructor(private readonly marketplace: MarketplaceReader) {}

  execute({ buyerId }: ListExclusivitiesQuery): Promise<Exclusivity[]> {
    return this.marketplace.exclusivities(buyerId);
  }
}
