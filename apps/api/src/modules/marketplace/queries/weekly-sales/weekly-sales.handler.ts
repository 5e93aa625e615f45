import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WeeklySalesResponse } from '@pratiche/contracts';
import { MarketplaceReader } from '../../marketplace.reader';
import { WeeklySalesQuery } from './weekly-sales.query';

@QueryHandler(WeeklySalesQuery)
export class WeeklySalesHandler implements IQueryHandler<WeeklySalesQuery> {
  constructor(private readonly marketplace: MarketplaceReader) {}

  async execute(): Promise<WeeklySalesResponse> {
    return { creditsSoldThisWeek: await this.marketplace.soldThisWeek() };
  }
}
