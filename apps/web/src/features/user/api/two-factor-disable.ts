import { apiRoutes, type DisableTwoFactorRequest } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normaliseTwoFactorCode } from '../two-factor-view';
import { markSessionTwoFactor, twoFactorStatusKey } from './two-factor-status';

/**
 * `POST /api/user/two-factor/disable` with the password and a code. The status is read again: for
 * an admin who must use 2FA it now says `enrolmentRequired`, and the guard sends them to enrol.
 */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, code }: DisableTwoFactorRequest) =>
      apiRequest<unknown>('POST', apiRoutes.twoFactorDisable, { password, code: normaliseTwoFactorCode(code) }),
    onSuccess: () => {
      markSessionTwoFactor(queryClient, false);
      return queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
    },
  });
}
