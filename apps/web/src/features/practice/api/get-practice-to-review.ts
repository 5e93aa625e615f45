import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { practicesKey } from './list-practices-to-review';

export const practiceKey = (id: number) => [...practicesKey, 'detail', id] as const;

export function getPractice(id: number): Promise<PracticeResponse> {
  return apiQuery<PracticeResponse>(apiRoutes.practice(id));
}

export const practiceQueryOptions = (id: number) => queryOptions({ queryKey: practiceKey(id), queryFn: () => getPractice(id) });

/**
 * The practice the detail dialog shows. The table row is shown at once; after an action
 * invalidates the practices the dialog refetches the practice as the server now has it.
 */
export function usePractice(row: PracticeResponse) {
  return useQuery({ ...practiceQueryOptions(row.id), initialData: row });
}
