import { type AdminUserListQuery, type AdminUserPageResponse, apiRoutes } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { stableQueryString } from '../../../lib/query-string';

/** Every users entry of the cache lives under this prefix: an admin action on a user invalidates it whole. */
export const usersKey = ['admin-users'] as const;

/** One page of `GET /api/admin/users`, searched, filtered and sorted by the server, with the status counts. */
export function listUsers(query: AdminUserListQuery): Promise<AdminUserPageResponse> {
  return apiQuery<AdminUserPageResponse>(`${apiRoutes.adminUsers}?${stableQueryString(query)}`);
}

export const usersPageQueryOptions = (query: AdminUserListQuery) => queryOptions({ queryKey: [...usersKey, 'page', query], queryFn: () => listUsers(query) });

/** The counts of every account per status, from the smallest page (the counters and the dashboard card). */
export function useUserStatusCounts() {
  return useQuery({ ...usersPageQueryOptions({ current: 1, pageSize: 1 }), select: (page) => page.statusCounts });
}
