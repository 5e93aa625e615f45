import { apiRoutes, type HoldingResponse, type OffsetCapacityRequest, type OffsetCapacityResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { filenameFromContentDisposition, saveBlob } from '../../../lib/download';
import { holdingsQueryKey } from '../../../lib/offset-capacity/holdings-query';

export { useHoldings } from '../../../lib/offset-capacity/holdings-query';

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
/** `PUT /api/user/offset-capacity` (issue 47): the whole declaration; the holdings are read again with their flags. */
export function useDeclareOffsetCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OffsetCapacityRequest) => apiRequest<OffsetCapacityResponse>('PUT', apiRoutes.offsetCapacity, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdingsQueryKey }),
  });
}

export function useChooseOffset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practiceId, rataId }: Pick<HoldingResponse, 'practiceId' | 'rataId'>) =>
      // The confirmation the buyer clicked states the declaration on overdue tax debts (issue 47).
      apiRequest<HoldingResponse>('POST', apiRoutes.holdingOffset(practiceId, rataId), { noOverdueRuoli: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdingsQueryKey }),
  });
}
