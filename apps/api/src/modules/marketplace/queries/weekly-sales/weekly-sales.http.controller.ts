import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type WeeklySalesResponse } from '@pratiche/contracts';
import { Public } from '../../../../infrastructure/http/access-policy';
import { WeeklySalesQuery } from './weekly-sales.query';

@Controller()
export class WeeklySalesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The /auth counter 'Crediti venduti questa settimana': one sum, nothing about who sold or bought. */
  @Get(apiRoutes.marketplaceWeeklySales)
  @Public()
  weeklySales(): Promise<WeeklySalesResponse> {
    return this.queryBus.execute(new WeeklySalesQuery());
  }
}
