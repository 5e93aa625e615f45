import { apiRoutes, type Exclusivity, type MarketplacePractice, type MyPractice, type UserPublicInfoResponse } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/** Every marketplace query starts with this key, so a purchase refreshes them all. */
export const marketplaceQueryKey = ['marketplace'] as const;
export const exclusivitiesQueryKey = [...marketplaceQueryKey, 'exclusivities'] as const;

export function useMarketplace() {
  return useQuery({ queryKey: [...marketplaceQueryKey, 'list'], queryFn: () => apiQuery<MarketplacePractice[]>(apiRoutes.marketplace) });
}

export function useMyPractices() {
  return useQuery({ queryKey: [...marketplaceQueryKey, 'mine'], queryFn: () => apiQuery<MyPractice[]>(apiRoutes.marketplaceMyPractices) });
}

export function useExclusivities() {
  return useQuery({ queryKey: exclusivitiesQueryKey, queryFn: () => apiQuery<Exclusivity[]>(apiRoutes.marketplaceExclusivities) });
}

/** The seller's data (`GET /api/users/{id}`), which the server shows to buyers with access. */
export function useSeller(userId: number | null) {
  return useQuery({
    queryKey: [...marketplaceQueryKey, 'seller', userId],
    queryFn: () => apiQuery<UserPublicInfoResponse>(apiRoutes.userById(userId ?? 0)),
    enabled: userId !== null,
  });
}
