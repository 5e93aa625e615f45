import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type WalletTransactionResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListTransactionsQuery } from './list-transactions.query';

@Controller()
export class ListTransactionsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Spec 7 Wallet: the caller's own transactions only, whatever they ask. */
  @Get(apiRoutes.walletTransactions)
  @ActiveUser()
  list(@CurrentUser() user: UserView): Promise<WalletTransactionResponse[]> {
    return this.queryBus.execute(new ListTransactionsQuery(user.id));
  }
}
