import type { Exclusivity, MarketplacePractice } from '@pratiche/contracts';

/**
 * Spec 2 dashboard buyer card: practices still on sale that the buyer has not bought (own
 * practices are never listed), and the exclusivities the buyer holds that have not expired.
 */
export function buyerCounts(practices: MarketplacePractice[], exclusivities: Exclusivity[], now: Date) {
  return {
    available: practices.filter((practice) => practice.saleStatus === 'disponibile' && practice.accessType === null).length,
    activeExclusive: exclusivities.filter((exclusivity) => new Date(exclusivity.exclusiveEndDate).getTime() > now.getTime()).length,
  };
}
