import { apiRoutes, type ResetPasswordRequest } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: ResetPasswordRequest): Promise<void> {
  return apiRequest<void>('POST', apiRoutes.resetPassword, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
