import { apiRoutes, type ApiMessageBody } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './list-notifications';

/** `POST /api/notifications/{id}/read`, or `/read-all` without an id; the list and badge refresh. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => apiRequest<ApiMessageBody>('POST', id === 'all' ? apiRoutes.notificationsReadAll : apiRoutes.notificationRead(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
