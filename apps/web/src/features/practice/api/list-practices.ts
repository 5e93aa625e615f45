import { apiRoutes, type PracticeListQuery, type PracticePageResponse } from '@pratiche/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { toSearchParams } from '../practice-list-query';
import { practicesQueryKey } from './practices-query-key';

/** One page of the seller's practices, searched, filtered and sorted by the server. */
export function listPracticesPage(query: PracticeListQuery): Promise<PracticePageResponse> {
  return apiQuery<PracticePageResponse>(`${apiRoutes.practices}?${toSearchParams(query)}`);
}

/** Read through `queryClient.fetchQuery` by ProTable's `request`, so pages are cached like any query. */
export const practicePageQueryOptions = (query: PracticeListQuery) =>
  queryOptions({ queryKey: [...practicesQueryKey, 'page', toSearchParams(query)], queryFn: () => listPracticesPage(query) });
