import { apiRoutes, type ApiMessageBody } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceKey } from './get-practice-to-review';
import { practicesKey } from './list-practices-to-review';

export function deletePractice(id: number): Promise<ApiMessageBody> {
  return apiRequest<ApiMessageBody>('DELETE', apiRoutes.adminPractice(id));
}

export function useDeletePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePractice,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: practiceKey(id) });
      await queryClient.invalidateQueries({ queryKey: practicesKey });
    },
  });
}
