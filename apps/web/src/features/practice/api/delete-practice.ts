import { apiRoutes, type ApiMessageBody } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceQueryOptions } from './get-practice';
import { practicesQueryKey } from './practices-query-key';

export function deletePractice(id: number): Promise<ApiMessageBody> {
  return apiRequest<ApiMessageBody>('DELETE', apiRoutes.adminPractice(id));
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractice,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: practiceQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: practicesQueryKey });
    },
  });
}
