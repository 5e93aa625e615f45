import { apiRoutes, type NotificationPreferences } from '@pratiche/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../../../lib/api-client';
import { notificationsQueryKey } from './list-notifications';

const preferencesKey = [...notificationsQueryKey, 'preferences'] as const;

/** `GET /api/notifications/preferences`: per kind, whether the user gets the e-mail. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: preferencesKey, queryFn: () => apiQuery<NotificationPreferences>(apiRoutes.notificationPreferences) });
}

/** `PUT /api/notifications/preferences` with every kind; the answer (as stored) replaces the cache. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => apiRequest<NotificationPreferences>('PUT', apiRoutes.notificationPreferences, preferences),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
