import { apiRoutes, type ApiMessageBody } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practicesQueryKey } from './practices-query-key';

export type DocumentRef = { practiceId: number; filename: string };

export function deletePracticeDocument({ practiceId, filename }: DocumentRef): Promise<ApiMessageBody> {
  return apiRequest<ApiMessageBody>('DELETE', apiRoutes.practiceDocument(practiceId, filename));
}

/** Spec 7: on success the cached practice is refreshed and the list refetched. */
export function useDeletePracticeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePracticeDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practicesQueryKey }),
  });
}
