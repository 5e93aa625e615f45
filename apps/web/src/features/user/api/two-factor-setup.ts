import {
  apiRoutes,
  type EnableTwoFactorRequest,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  type TwoFactorStatus,
} from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normaliseTwoFactorCode } from '../two-factor-view';
import { markSessionTwoFactor, twoFactorStatusKey } from './two-factor-status';

/** `POST /api/user/two-factor/setup` with the current password: a new secret and its QR code (replaces an unconfirmed one). */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: (body: TwoFactorSetupRequest) => apiRequest<TwoFactorSetup>('POST', apiRoutes.twoFactorSetup, body) });
}

/**
 * `POST /api/user/two-factor/enable`: the first code confirms the setup; the answer is the recovery
 * codes, shown once. The status turns on at once, so an admin's guard lets the pages through. The
 * server ends the account's other sessions.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code }: EnableTwoFactorRequest) => apiRequest<RecoveryCodes>('POST', apiRoutes.twoFactorEnable, { code: normaliseTwoFactorCode(code) }),
    onSuccess: ({ recoveryCodes }) => {
      queryClient.setQueryData<TwoFactorStatus>(twoFactorStatusKey, { enabled: true, enrolmentRequired: false, recoveryCodesLeft: recoveryCodes.length });
      markSessionTwoFactor(queryClient, true);
    },
  });
}
