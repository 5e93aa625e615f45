import { apiRoutes, type HoldingsResponse } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api-client';

/**
 * Under 'practices': a live notification about a practice invalidates that prefix
 * (features/notifications), so a closing completed meanwhile shows its rate without a reload.
 * Shared here because the deal screens read the buyer's holdings too, against its offset capacity.
 */
export const holdingsQueryKey = ['practices', 'holdings'] as const;

/** `GET /api/holdings`: the caller's rate from completed closings, the totals per year, the declared offset capacity. Buyers only. */
export const useHoldings = (enabled = true) => useQuery({ queryKey: holdingsQueryKey, queryFn: () => apiQuery<HoldingsResponse>(apiRoutes.holdings), enabled });
