import { apiRoutes, type WalletTransactionResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

export const transactionsQueryKey = ['wallet', 'transactions'] as const;

/** Spec 7 Wallet: the signed-in user's wallet transactions. */
export function getTransactions(): Promise<WalletTransactionResponse[]> {
  return apiQuery<WalletTransactionResponse[]>(apiRoutes.walletTransactions);
}

export const transactionsQueryOptions = () => queryOptions({ queryKey: transactionsQueryKey, queryFn: getTransactions });

export function useTransactions(enabled = true) {
  return useQuery({ ...transactionsQueryOptions(), enabled });
}
