import type { MarketplacePractice } from '@pratiche/contracts';
import { creditTypeLabel } from '../../lib/practice-labels';

export { creditTypeLabel };

/** The four tabs of /marketplace (spec 2). */
export type MarketplaceTab = 'disponibili' | 'acquistate' | 'in_trattativa' | 'cedute';
export const marketplaceTabs: { key: MarketplaceTab; label: string }[] = [
  { key: 'disponibili', label: 'Disponibili' },
  { key: 'acquistate', label: 'Acquistate' },
  { key: 'in_trattativa', label: 'In trattativa' },
  { key: 'cedute', label: 'Cedute' },
];

/** Search text, credit type and discount bucket (index of a 10-point band); null means any. */
export type MarketplaceFilters = { search: string; type: string | null; discountBucket: number | null };
export const noFilters: MarketplaceFilters = { search: '', type: null, discountBucket: null };

/** Spec 2: discount filter buckets 10 percentage points wide, 0-10% … 90-100% (100 falls in the last). */
export const discountBuckets = Array.from({ length: 10 }, (_, index) => ({ value: index, label: `${index * 10}-${index * 10 + 10}%` }));

export function discountBucketOf(discount: number): number {
  return Math.min(Math.max(Math.floor(discount / 10), 0), 9);
}

/**
 * Which tabs a practice belongs to. Disponibili is what can still be bought (disponibile, not
 * bought yet: the dashboard's count); Acquistate what the buyer bought, whatever its status;
 * In trattativa and Cedute (ceduta or chiusa) follow the sale status. A bought practice can so
 * appear in Acquistate and in one status tab.
 */
export function isInTab(practice: MarketplacePractice, tab: MarketplaceTab): boolean {
  switch (tab) {
    case 'disponibili':
      return practice.saleStatus === 'disponibile' && practice.accessType === null;
    case 'acquistate':
      return practice.accessType !== null;
    case 'in_trattativa':
      return practice.saleStatus === 'in_trattativa';
    case 'cedute':
      return practice.saleStatus === 'ceduta' || practice.saleStatus === 'chiusa';
  }
}

/** Search over id, type label, year, tribute code and the seller's company (once known). */
export function matchesFilters(practice: MarketplacePractice, filters: MarketplaceFilters): boolean {
  if (filters.type && practice.type !== filters.type) return false;
  if (filters.discountBucket !== null && discountBucketOf(practice.discount) !== filters.discountBucket) return false;
  const needle = filters.search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [String(practice.id), creditTypeLabel(practice.type), String(practice.year), practice.tributeCode ?? '', practice.sellerCompanyName ?? ''];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** Spec 2: the tab counts respect the filters. */
export function tabCounts(practices: MarketplacePractice[], filters: MarketplaceFilters): Record<MarketplaceTab, number> {
  const filtered = practices.filter((practice) => matchesFilters(practice, filters));
  const count = (tab: MarketplaceTab) => filtered.filter((practice) => isInTab(practice, tab)).length;
  return { disponibili: count('disponibili'), acquistate: count('acquistate'), in_trattativa: count('in_trattativa'), cedute: count('cedute') };
}

export function practicesInTab(practices: MarketplacePractice[], filters: MarketplaceFilters, tab: MarketplaceTab): MarketplacePractice[] {
  return practices.filter((practice) => matchesFilters(practice, filters) && isInTab(practice, tab));
}

/** The summary tiles, over the whole listing: total, available, face value, average discount (1 decimal). */
export function marketplaceSummary(practices: MarketplacePractice[]) {
  const totalValue = practices.reduce((sum, practice) => sum + practice.amount, 0);
  const discountSum = practices.reduce((sum, practice) => sum + practice.discount, 0);
  return {
    total: practices.length,
    available: practices.filter((practice) => isInTab(practice, 'disponibili')).length,
    totalValue,
    averageDiscount: practices.length ? (discountSum / practices.length).toFixed(1).replace('.', ',') : '0,0',
  };
}

/**
 * Cards per page of the grid view: one, two or three full rows whatever the columns. Hundreds of
 * cards at once took seconds of main thread on a phone (Lighthouse, issue 8).
 */
export const gridPageSize = 12;

/** Page `page` (from 1) of the grid; the last one when filters or a tab change shortened the list. */
export function gridPage<T>(items: readonly T[], page: number): { current: number; shown: T[] } {
  const current = Math.max(1, Math.min(page, Math.ceil(items.length / gridPageSize)));
  return { current, shown: items.slice((current - 1) * gridPageSize, current * gridPageSize) };
}
