import { Query } from '@nestjs/cqrs';
import type { WalletTransactionResponse } from '@pratiche/contracts';

/** Spec 7 `GET /api/wallet/transactions`: one user's own transactions, newest first. */
export class ListTransactionsQuery extends Query<WalletTransactionResponse[]> {
  constructor(readonly userId: number) {
    super();
  }
}
