import { apiRoutes, type PracticeResponse, type ReviewPracticeRequest } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { practiceQueryOptions } from './get-practice';
import { practicesQueryKey } from './practices-query-key';

export type ReviewDecision = ReviewPracticeRequest['status'];
export type ReviewVariables = { id: number; status: ReviewDecision; comment: string };

/** Approves, rejects or asks for an integration; an empty comment is sent as none. */
export function reviewPractice({ id, status, comment }: ReviewVariables): Promise<PracticeResponse> {
  const body: ReviewPracticeRequest = { status, comment: comment.trim() || null };
  return apiRequest<PracticeResponse>('PATCH', apiRoutes.adminPracticeStatus(id), body);
}

export function useReviewPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPractice,
    onSuccess: async (practice) => {
      queryClient.setQueryData(practiceQueryOptions(practice.id).queryKey, practice);
      // The table and the counters both move: the practice left the pending status.
      await queryClient.invalidateQueries({ queryKey: practicesQueryKey });
    },
  });
}
