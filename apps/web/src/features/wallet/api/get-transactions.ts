import { apiRoutes, type WalletTransactionResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Every wallet query starts with this key, so a purchase can refresh them all at once. */
export const walletQueryKey = ['wallet'] as const;
export const transactionsQueryKey = [...walletQueryKey, 'transactions'] as const;

/** Spec 7 Wallet: the signed-in user's wallet transactions. */
export function getTransactions(): Promise<WalletTransactionResponse[]> {
  return apiQuery<WalletTransactionResponse[]>(apiRoutes.walletTransactions);
}

export const transactionsQueryOptions = () => queryOptions({ queryKey: transactionsQueryKey, queryFn: getTransactions });

export function useTransactions(enabled = true) {
  return useQuery({ ...transactionsQueryOptions(), enabled });
}
