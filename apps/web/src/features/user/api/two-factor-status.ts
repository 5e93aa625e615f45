import { apiRoutes, type TwoFactorStatus, type UserResponse } from '@pratiche/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { isEnrolmentRequiredError } from '../two-factor-view';
import { userQueryKey } from './get-user';

/** The page the enrolment guard sends an admin without 2FA to (issue 31). */
export const twoFactorEnrolmentPath = '/verifica-due-passaggi';

/** The signed-in person's two-factor status (issue 31); the enrolment guard and the profile card share it. */
export const twoFactorStatusKey = ['two-factor-status'] as const;

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: twoFactorStatusKey, queryFn: () => apiQuery<TwoFactorStatus>(apiRoutes.twoFactor) });

/** The session user's flag follows an enable or disable (the admins' guard skips the status when it is on). */
export function markSessionTwoFactor(queryClient: QueryClient, enabled: boolean): void {
  queryClient.setQueryData<UserResponse | null>(userQueryKey, (user) => (user ? { ...user, twoFactorEnabled: enabled } : user));
}

/** Marks that the server wants enrolment first: the enrolment guard then sends the person to enrol. */
export function markEnrolmentRequired(queryClient: QueryClient): void {
  queryClient.setQueryData<TwoFactorStatus>(twoFactorStatusKey, (old) => ({ recoveryCodesLeft: 0, ...old, enabled: false, enrolmentRequired: true }));
}

/**
 * An admin without 2FA gets 403 `enrolmentRequired` from every route but a few: whichever query or
 * mutation meets it first (a page opened before the status arrived, or after 2FA was reset
 * meanwhile) marks the status, and the guard redirects. Returns the unsubscribe.
 */
export function watchEnrolmentRequired(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (isEnrolmentRequiredError(error)) markEnrolmentRequired(queryClient);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
