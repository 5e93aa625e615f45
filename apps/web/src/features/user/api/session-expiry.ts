import { type QueryClient, useQuery } from '@tanstack/react-query';
import { onUnauthorized } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const sessionExpiredMessage = 'Sessione scaduta, accedi di nuovo';

/** Whether the last session ended on the server; kept beside the user in the query cache. */
const sessionExpiredKey = ['session-expired'] as const;

const isUserQuery = (queryKey: readonly unknown[]) => queryKey.length === userQueryKey.length && queryKey[0] === userQueryKey[0];

/**
 * The server ends sessions on its own (idle timeout, absolute lifetime, signed out elsewhere)
 * and then answers 401. A 401 while a user is signed in can only mean that, so the user is
 * forgotten (the signed-in guard then sends the person to /auth) and the reason is remembered
 * for the sign-in page. A 401 without a signed-in user (a wrong password) says nothing about
 * expiry. The mark clears as soon as someone is signed in again. Returns the unsubscribe.
 */
export function watchSessionExpiry(queryClient: QueryClient): () => void {
  const stopListening = onUnauthorized(() => {
    if (!queryClient.getQueryData(userQueryKey)) return;
    queryClient.setQueryData(sessionExpiredKey, true);
    queryClient.setQueryData(userQueryKey, null);
  });
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isUserQuery(event.query.queryKey) && event.query.state.data) {
      queryClient.setQueryData(sessionExpiredKey, false);
    }
  });
  return () => {
    stopListening();
    stopWatching();
  };
}

export function isSessionExpired(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<boolean>(sessionExpiredKey) === true;
}

/** True on the sign-in page when the person lands there because the session expired. */
export function useSessionExpired(): boolean {
  const { data } = useQuery({ queryKey: sessionExpiredKey, queryFn: () => false, initialData: false });
  return data;
}
