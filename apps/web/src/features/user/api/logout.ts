import { apiRoutes } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', apiRoutes.logout);
}

/**
 * Clears the session user and drops every other cached answer: it belonged to the person
 * who just left and must not show to the next one on this browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
