import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `PATCH /api/admin/users/{id}/credits` with the admin's PIN (spec 7); answers the user with the
 * new balance. `onAdded` refreshes whatever shows the balance (the users table, in the app).
 */
export function useAddCredits(onAdded: () => unknown) {
  return useMutation({
    mutationFn: ({ id, amount, pin }: { id: number; amount: number; pin: string }) =>
      apiRequest<UserResponse>('PATCH', apiRoutes.adminUserCredits(id), { amount, pin, operation: 'add' }),
    onSuccess: onAdded,
  });
}
