import { apiRoutes, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practicesQueryKey } from './practices-query-key';

/** Spec 7: the edit sends the same body as the creation; the answer is the practice as saved. */
export function updatePractice({ id, body }: { id: number; body: PracticeRequest }): Promise<PracticeResponse> {
  return apiRequest<PracticeResponse>('PATCH', apiRoutes.practice(id), body);
}

/** Spec 7: on success the cached practices are refreshed. */
export function useUpdatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
  });
}
