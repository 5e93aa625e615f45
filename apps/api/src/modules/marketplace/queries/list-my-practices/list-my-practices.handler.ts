import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MyPractice } from '@pratiche/contracts';
import { MarketplaceReader } from '../../marketplace.reader';
import { ListMyPracticesQuery } from './list-my-practices.query';

@QueryHandler(ListMyPracticesQuery)
export class ListMyPracticesHandler implements IQueryHandler<ListMyPracticesQuery> {
  constructor(private readonly marketplace: MarketplaceReader) {}

  execute({ buyer }: ListMyPracticesQuery): Promise<MyPractice[]> {
    return this.marketplace.purchases(buyer);
  }
}
