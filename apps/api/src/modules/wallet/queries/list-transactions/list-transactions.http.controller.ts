import { Controller, Get } from '@nestjs/common';
import { apiRoutes, type WalletTransactionResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { WalletTransactionsReader } from './wallet-transactions.reader';

@Controller()
export class ListTransactionsController {
  constructor(private readonly transactions: WalletTransactionsReader) {}

  /** Spec 7 Wallet: the caller's own transactions only, whatever they ask. */
  @Get(apiRoutes.walletTransactions)
  @ActiveUser()
  list(@CurrentUser() user: UserView): Promise<WalletTransactionResponse[]> {
    return this.transactions.ofUser(user.id);
  }
}
