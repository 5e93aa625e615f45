import { type AdminUserEditRequest, apiRoutes, type UserResponse, type UserStatus } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './list-users';

/** The table and the counters both follow any change to a user: reload them once. */
export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

/** `PATCH /api/admin/users/{id}/status` (spec 7): only spec 4's moves are offered. */
export function useChangeUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: UserStatus }) => apiRequest<UserResponse>('PATCH', apiRoutes.adminUserStatus(id), { status }),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/admin/users/{id}`: the 'Modifica Utente' fields, the switches, or the visura. */
export function useEditUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUserEditRequest }) => apiRequest<UserResponse>('PATCH', apiRoutes.adminUser(id), changes),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/admin/users/{id}`. */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (id: number) => apiRequest<unknown>('DELETE', apiRoutes.adminUser(id)), onSuccess: invalidate });
}
