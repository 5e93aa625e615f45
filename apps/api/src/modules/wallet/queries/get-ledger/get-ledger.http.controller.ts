import { Controller, Get, Query as QueryParams, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, walletLedgerQuerySchema, type WalletLedgerPage } from '@pratiche/contracts';
import type { Response } from 'express';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ExportLedgerQuery, GetLedgerQuery } from './get-ledger.query';

@Controller()
export class GetLedgerController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `?kind=&from=&to=&page=&pageSize=`: the caller's movements, newest first, with the balance after each. */
  @Get(apiRoutes.walletLedger)
  @ActiveUser()
  page(@CurrentUser() user: UserView, @QueryParams() query: Record<string, unknown>): Promise<WalletLedgerPage> {
    return this.queryBus.execute(new GetLedgerQuery(user.id, parseRequest(walletLedgerQuerySchema, query)));
  }

  /** The same filters (paging ignored): every matching movement as 'movimenti-crediti.csv'. */
  @Get(apiRoutes.walletLedgerCsv)
  @ActiveUser()
  async csv(@CurrentUser() user: UserView, @QueryParams() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<string> {
    const csv: string = await this.queryBus.execute(new ExportLedgerQuery(user.id, parseRequest(walletLedgerQuerySchema, query)));
    res.attachment('movimenti-crediti.csv');
    res.type('text/csv; charset=utf-8');
    return csv;
  }
}
