import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practicesQueryKey } from './practices-query-key';

/** Spec 7 `PATCH /api/practices/{id}/sale-status`: the client only ever sends ceduta. */
export function markPracticeSold({ id, viaPortal }: { id: number; viaPortal: boolean }): Promise<PracticeResponse> {
  return apiRequest<PracticeResponse>('PATCH', apiRoutes.practiceSaleStatus(id), { saleStatus: 'ceduta', viaPortal });
}

export function useMarkPracticeSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPracticeSold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
  });
}
