import type { Exclusivity, MarketplacePractice } from '@pratiche/contracts';

/**
 * Spec 2 dashboard buyer card: practices still on sale that the buyer has not bought (own
 * practices are never listed), and the exclusivities the buyer holds that still run: the API's
 * `isActive`, read by the domain's rule at the request (a closing keeps one running past its end,
 * and its end ends it early).
 */
export function buyerCounts(practices: MarketplacePractice[], exclusivities: Exclusivity[]) {
  return {
    available: practices.filter((practice) => practice.saleStatus === 'disponibile' && practice.accessType === null).length,
    activeExclusive: exclusivities.filter((exclusivity) => exclusivity.isActive).length,
  };
}
