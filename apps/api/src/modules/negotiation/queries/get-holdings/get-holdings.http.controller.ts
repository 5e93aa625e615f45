import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type HoldingsResponse } from '@pratiche/contracts';
import type { Response } from 'express';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ExportHoldingsQuery, GetHoldingsQuery } from './get-holdings.query';

@Controller()
export class GetHoldingsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Buyers only: each rata acquired, by year, then practice, then rata; the totals per year. */
  @Get(apiRoutes.holdings)
  @Role('cessionario')
  list(@CurrentUser() buyer: UserView): Promise<HoldingsResponse> {
    return this.queryBus.execute(new GetHoldingsQuery(buyer.id));
  }

  /** The same as 'i-miei-crediti.csv', for an Italian spreadsheet. */
  @Get(apiRoutes.holdingsCsv)
  @Role('cessionario')
  async csv(@CurrentUser() buyer: UserView, @Res({ passthrough: true }) res: Response): Promise<string> {
    const csv: string = await this.queryBus.execute(new ExportHoldingsQuery(buyer.id));
    res.attachment('i-miei-crediti.csv');
    res.type('text/csv; charset=utf-8');
    return csv;
  }
}
