import { Controller, Get } from '@nestjs/common';
import { apiRoutes, type WeeklySalesResponse } from '@pratiche/contracts';
import { Public } from '../../../../infrastructure/http/access-policy';
import { MarketplaceReader } from '../../marketplace.reader';

@Controller()
export class WeeklySalesController {
  constructor(private readonly marketplace: MarketplaceReader) {}

  /** The /auth counter 'Crediti venduti questa settimana': one sum, nothing about who sold or bought. */
  @Get(apiRoutes.marketplaceWeeklySales)
  @Public()
  async weeklySales(): Promise<WeeklySalesResponse> {
    return { creditsSoldThisWeek: await this.marketplace.soldThisWeek() };
  }
}
