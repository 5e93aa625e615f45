import { apiRoutes, type ResetPasswordConfirm } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function confirmPasswordReset(body: ResetPasswordConfirm): Promise<void> {
  return apiRequest<void>('POST', apiRoutes.resetPasswordConfirm, body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
