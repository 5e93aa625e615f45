import { apiRoutes, type DataChangeRequestsPage } from '@pratiche/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { stableQueryString } from '../../../lib/query-string';

export const dataChangeRequestsKey = ['admin-data-change-requests'] as const;

/** `GET /api/admin/data-change-requests`: one page of the inbox, open requests first, newest first. */
export function listDataChangeRequests(current: number, pageSize: number): Promise<DataChangeRequestsPage> {
  return apiQuery<DataChangeRequestsPage>(`${apiRoutes.adminDataChangeRequests}?${stableQueryString({ current, pageSize })}`);
}

/** Read again each time the tab opens (staleTime 0): users send requests from their own sessions. */
export function useDataChangeRequests(current: number, pageSize: number) {
  return useQuery({
    queryKey: [...dataChangeRequestsKey, current, pageSize],
    queryFn: () => listDataChangeRequests(current, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
