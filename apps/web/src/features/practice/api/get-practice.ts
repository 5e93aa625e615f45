import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { practicesQueryKey } from './practices-query-key';

export function getPractice(id: number): Promise<PracticeResponse> {
  return apiQuery<PracticeResponse>(apiRoutes.practice(id));
}

export const practiceQueryOptions = (id: number) => queryOptions({ queryKey: [...practicesQueryKey, 'detail', id], queryFn: () => getPractice(id) });

export function usePractice(id: number) {
  return useQuery(practiceQueryOptions(id));
}
