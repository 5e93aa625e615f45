import { apiRoutes, type NegotiationResponse } from '@pratiche/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';

/**
 * Under 'practices': a live notification about a practice invalidates that prefix
 * (features/notifications), so the other party's step shows without a reload.
 */
export const negotiationQueryKey = (practiceId: number) => ['practices', practiceId, 'negotiation'] as const;

/** `GET /api/practices/{id}/offers`: the thread and the closings the reader may see. */
export const negotiationQueryOptions = (practiceId: number) =>
  queryOptions({
    queryKey: negotiationQueryKey(practiceId),
    queryFn: () => apiQuery<NegotiationResponse>(apiRoutes.practiceOffers(practiceId)),
  });

export const useNegotiation = (practiceId: number) => useQuery(negotiationQueryOptions(practiceId));
