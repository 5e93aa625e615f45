import { apiRoutes, type PracticeListQuery, type PracticePageResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { stableQueryString } from '../../../lib/query-string';
import { counterQuery, type PracticeCounter } from '../practice-counters';
import { practicesQueryKey } from './practices-query-key';

/** One page of `GET /api/practices` (admins see every seller's practices), searched, filtered and sorted by the server. */
export function listPractices(query: PracticeListQuery): Promise<PracticePageResponse> {
  return apiQuery<PracticePageResponse>(`${apiRoutes.practices}?${stableQueryString(query)}`);
}

export const practicesPageQueryOptions = (query: PracticeListQuery) =>
  queryOptions({ queryKey: [...practicesQueryKey, 'page', query], queryFn: () => listPractices(query) });

/** A counter of the tab: the total of the practices in one review status. */
export function usePracticeCount(status: PracticeCounter['status']) {
  return useQuery({ ...practicesPageQueryOptions(counterQuery(status)), select: (page) => page.total });
}
