import { apiRoutes, type UserPublicInfoResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** The cedente's data for the detail dialog (`GET /api/users/{id}`, which admins may read for anyone). */
export function getSeller(userId: number): Promise<UserPublicInfoResponse> {
  return apiQuery<UserPublicInfoResponse>(apiRoutes.userById(userId));
}

export const sellerQueryOptions = (userId: number) => queryOptions({ queryKey: ['admin', 'seller', userId] as const, queryFn: () => getSeller(userId) });

export function useSeller(userId: number) {
  return useQuery(sellerQueryOptions(userId));
}
