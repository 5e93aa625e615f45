import { apiRoutes, type MarketplaceRateQuery, type MarketplaceRateResponse } from '@pratiche/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { marketplaceQueryKey } from './marketplace-queries';

function fetchRate(query: MarketplaceRateQuery): Promise<MarketplaceRateResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiQuery<MarketplaceRateResponse>(`${apiRoutes.marketplaceRate}?${params}`);
}

/**
 * One page of the rate on sale (issue 45), sorted and filtered by the server; under the marketplace
 * key, so a purchase refreshes it. The previous page stays on screen while the next loads.
 */
export function useMarketplaceRate(query: MarketplaceRateQuery) {
  return useQuery({ queryKey: [...marketplaceQueryKey, 'rate', query], queryFn: () => fetchRate(query), placeholderData: keepPreviousData });
}
