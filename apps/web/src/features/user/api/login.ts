import { apiRoutes, authFailureHeader, authFailureMessages, type LoginRequest, type TwoFactorChallenge, type UserResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** The user, or (issue 31) a 202 challenge when the account has 2FA: the code is the next step. */
export type LoginAnswer = UserResponse | TwoFactorChallenge;

/** Whether the login answered the 2FA challenge instead of the user (a check without zod: /auth loads none). */
export const isTwoFactorChallenge = (answer: LoginAnswer): answer is TwoFactorChallenge => (answer as Partial<TwoFactorChallenge>).twoFactorRequired === true;

export async function login(credentials: LoginRequest): Promise<LoginAnswer> {
  try {
    return await apiRequest<LoginAnswer>('POST', apiRoutes.login, credentials);
  } catch (error) {
    throw error instanceof ApiError ? new ApiError(loginFailureMessage(error), error.status, error.headers) : error;
  }
}

/**
 * Spec 8: a 401 names its reason in a header. Unknown user and wrong password have fixed
 * texts; a disabled account and any other reason show the server's text, which already names
 * the administration address. A 429 shows the server's text, or ours if it sent none.
 */
export function loginFailureMessage(error: ApiError): string {
  if (error.status === 429) return error.message || authFailureMessages.tooManyAttempts;
  if (error.status !== 401) return error.message;
  const reason = error.headers.get(authFailureHeader);
  if (reason === 'USERNAME_NOT_FOUND') return authFailureMessages.USERNAME_NOT_FOUND;
  if (reason === 'PASSWORD_WRONG') return authFailureMessages.PASSWORD_WRONG;
  return error.message;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // A challenge signs nobody in yet: the session user is set by the second step.
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) queryClient.setQueryData(userQueryKey, answer);
    },
  });
}
