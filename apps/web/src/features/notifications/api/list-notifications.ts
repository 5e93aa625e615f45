import { apiRoutes, type NotificationsPage } from '@pratiche/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Every query of the notification centre starts with this key: a live notification or a read refreshes them all. */
export const notificationsQueryKey = ['notifications'] as const;
const pageSize = 10;

export function getNotifications(page: number): Promise<NotificationsPage> {
  return apiQuery<NotificationsPage>(`${apiRoutes.notifications}?page=${page}&pageSize=${pageSize}`);
}

/** The bell's list, newest first, one page of 10 at a time ('Carica altre'); the first page carries the unread count. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * pageSize < last.total ? pages.length + 1 : undefined),
  });
}
