import type { PracticeResponse } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { practiceQueryOptions } from './get-practice';

/**
 * The practice the review dialog shows. The table row is shown at once; after an action
 * invalidates the practices the dialog refetches the practice as the server now has it.
 */
export function usePracticeToReview(row: PracticeResponse) {
  return useQuery({ ...practiceQueryOptions(row.id), initialData: row });
}
