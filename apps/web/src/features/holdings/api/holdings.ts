import { apiRoutes, type HoldingResponse, type HoldingsResponse } from '@pratiche/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiQuery, apiRequest } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';

/**
 * Under 'practices': a live notification about a practice invalidates that prefix
 * (features/notifications), so a closing completed meanwhile shows its rate without a reload.
 */
export const holdingsQueryKey = ['practices', 'holdings'] as const;

/** `GET /api/holdings`: the caller's rate from completed closings, by year then practice, and the totals per year. */
export const useHoldings = () => useQuery({ queryKey: holdingsQueryKey, queryFn: () => apiQuery<HoldingsResponse>(apiRoutes.holdings) });

/** `GET /api/holdings.csv`, saved under the server's file name. */
export async function downloadHoldingsCsv(): Promise<void> {
  const response = await apiFetch('GET', apiRoutes.holdingsCsv);
  saveBlob(await response.blob(), filenameFromContentDisposition(response.headers.get('content-disposition')) ?? 'i-miei-crediti.csv');
}

export const useDownloadHoldingsCsv = () => useMutation({ mutationFn: downloadHoldingsCsv });

/**
 * `POST /api/holdings/{practiceId}/{rataId}/offset`: the irrevocable offset choice. The list is
 * asked again whatever the answer: a 409 means the server already knows better than the screen.
 */
export function useChooseOffset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, rataId }: Pick<HoldingResponse, 'practiceId' | 'rataId'>) =>
      // The confirmation the buyer clicked states the declaration on overdue tax debts (issue 47).
      apiRequest<HoldingResponse>('POST', apiRoutes.holdingOffset(practiceId, rataId), { noOverdueRuoli: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdingsQueryKey }),
  });
}
