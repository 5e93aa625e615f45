import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { normaliseTwoFactorCode } from '../two-factor-view';
import { userQueryKey } from './get-user';
import { loginFailureMessage } from './login';

/** `POST /api/login/two-factor`: the second step of a sign-in with 2FA; answers the user as the login does. */
export async function loginTwoFactor(code: string): Promise<UserResponse> {
  try {
    return await apiRequest<UserResponse>('POST', apiRoutes.loginTwoFactor, { code: normaliseTwoFactorCode(code) });
  } catch (error) {
    // The same reading as the password's failures: a lockout (429) shows the server's text or ours.
    throw error instanceof ApiError ? new ApiError(loginFailureMessage(error), error.status, error.headers) : error;
  }
}

/** On success the session user is set and the guest-only guard moves the person on, as after the password. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: (user) => queryClient.setQueryData(userQueryKey, user) });
}
