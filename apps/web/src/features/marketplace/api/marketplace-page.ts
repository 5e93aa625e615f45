import { apiRoutes, type MarketplacePageItem, type MarketplacePageQuery, type MarketplacePageResponse } from '@pratiche/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { marketplaceQueryKey } from './marketplace-queries';

function fetchPage(query: MarketplacePageQuery): Promise<MarketplacePageResponse> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiQuery<MarketplacePageResponse>(`${apiRoutes.marketplace}?${params}`);
}

/**
 * One page of the marketplace, sorted and filtered by the server (issue 26). The previous page
 * stays on screen while the next one loads, so paging or changing a filter does not flash a skeleton.
 */
export function useMarketplacePage(query: MarketplacePageQuery) {
  return useQuery({ queryKey: [...marketplaceQueryKey, 'page', query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData });
}

/**
 * The practice of the detail dialog, asked by its number so that it follows a purchase even when
 * it leaves the tab on screen (bought, it moves from Disponibili to Acquistate).
 */
export function useMarketplacePractice(id: number | null, placeholder: MarketplacePageItem | undefined) {
  return useQuery({
    queryKey: [...marketplaceQueryKey, 'one', id],
    // By its number, not a search: a search for '7' also matches every tribute code with a 7 in it.
    queryFn: async () => (await fetchPage({ page: 1, pageSize: 1, practiceId: id! })).items[0] ?? null,
    placeholderData: placeholder,
    enabled: id !== null,
  });
}
