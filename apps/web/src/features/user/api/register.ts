import { apiRoutes, type registerRequestSchema, type UserResponse } from '@pratiche/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** The payload after the contract's own normalisation (trimmed, e-mail lower-cased). */
export type RegisterPayload = z.output<typeof registerRequestSchema>;

export function register(payload: RegisterPayload): Promise<UserResponse> {
  return apiRequest<UserResponse>('POST', apiRoutes.register, payload);
}

/** Registration signs the person in (spec 7): the answer becomes the session user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
