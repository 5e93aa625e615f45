import { apiRoutes, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practicesQueryKey } from './practices-query-key';

export function createPractice(body: PracticeRequest): Promise<PracticeResponse> {
  return apiRequest<PracticeResponse>('POST', apiRoutes.practices, body);
}

export function useCreatePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPractice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
  });
}
