import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** The session lives in this one cache entry: login, registration and logout write it. */
export const userQueryKey = ['user'] as const;

/** The signed-in user, or null when the server answers 401 (spec 4 "signed out"). */
export function getUser(): Promise<UserResponse | null> {
  return apiQuery<UserResponse>(apiRoutes.user, { on401: 'returnNull' });
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * The user on a page behind the signed-in guard. Reaching it without a user is a
 * programming error (a route outside the guard), hence the throw.
 */
export function useSignedInUser(): UserResponse {
  const { data } = useUser();
  if (!data) throw new Error('Utente non autenticato: la pagina deve trovarsi dietro la protezione di accesso');
  return data;
}
