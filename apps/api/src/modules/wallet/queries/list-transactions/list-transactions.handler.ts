import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WalletTransactionResponse } from '@pratiche/contracts';
import { ListTransactionsQuery } from './list-transactions.query';
import { WalletTransactionsReader } from './wallet-transactions.reader';

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(private readonly transactions: WalletTransactionsReader) {}

  execute({ userId }: ListTransactionsQuery): Promise<WalletTransactionResponse[]> {
    return this.transactions.ofUser(userId);
  }
}
