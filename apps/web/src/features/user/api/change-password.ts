import { apiRoutes, type ChangePasswordRequest } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<void> {
  return apiRequest<void>('POST', apiRoutes.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
