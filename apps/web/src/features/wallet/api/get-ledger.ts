import { apiRoutes, type WalletLedgerKind, type WalletLedgerPage } from '@pratiche/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiQuery } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';
import { stableQueryString } from '../../../lib/query-string';
import { walletQueryKey } from './get-transactions';

/** The ledger's filters as the form holds them: '' is "any". Days are `YYYY-MM-DD`. */
export type LedgerFilters = { kind: WalletLedgerKind | ''; from: string; to: string };

export const ledgerQueryKey = [...walletQueryKey, 'ledger'] as const;

/** `GET /api/wallet/ledger`: one page of the caller's movements, newest first, with the balance after each. */
export function getLedger(filters: LedgerFilters, page: number, pageSize: number): Promise<WalletLedgerPage> {
  return apiQuery<WalletLedgerPage>(`${apiRoutes.walletLedger}?${stableQueryString({ ...filters, page, pageSize })}`);
}

/** Under the wallet key, so a purchase (which invalidates ['wallet']) refreshes the ledger too; the previous page stays while the next loads. */
export function useLedger(filters: LedgerFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...ledgerQueryKey, filters, page, pageSize],
    queryFn: () => getLedger(filters, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/wallet/ledger.csv` with the same filters, saved under the server's file name. */
export async function downloadLedgerCsv(filters: LedgerFilters): Promise<void> {
  const response = await apiFetch('GET', `${apiRoutes.walletLedgerCsv}?${stableQueryString(filters)}`);
  saveBlob(await response.blob(), filenameFromContentDisposition(response.headers.get('content-disposition')) ?? 'movimenti-crediti.csv');
}

export function useDownloadLedgerCsv() {
  return useMutation({ mutationFn: downloadLedgerCsv });
}
