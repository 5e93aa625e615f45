import { apiRoutes, type TwoFactorResetResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateUsers } from './update-user';

/** `POST /api/admin/users/{id}/two-factor/reset` (admin): turns a user's 2FA off; the user is mailed and the history records it. */
export function useResetTwoFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TwoFactorResetResponse>('POST', apiRoutes.adminUserTwoFactorReset(id)),
    onSuccess: invalidate,
  });
}
