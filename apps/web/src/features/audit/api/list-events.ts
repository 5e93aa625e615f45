import { type AuditEventsPageResponse, apiRoutes } from '@pratiche/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { stableQueryString } from '../../../lib/query-string';
import { type EventFilters, eventsQuery } from '../audit-view';

/** The whole log newest first, page by page (`GET /api/admin/events?order=desc`), the next page below the previous `nextCursor`. */
export function useAuditEvents(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: ['admin-events', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiQuery<AuditEventsPageResponse>(`${apiRoutes.adminEvents}?${stableQueryString(eventsQuery(filters, pageParam))}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
