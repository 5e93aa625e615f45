import type { MarketplacePageQuery, MarketplaceSort, MarketplaceTabKey, SortOrder } from '@pratiche/contracts';
import { creditTypeKeys } from '@pratiche/domain';
import { creditTypeLabel } from '../../lib/practice-labels';

export { creditTypeLabel };

/** The credit types as filter options (the marketplace's and 'Le Mie Pratiche''s). */
export const typeOptions = creditTypeKeys.map((key) => ({ value: key, label: creditTypeLabel(key) }));

/** The four tabs of /marketplace (spec 2); what each holds is the server's (`tab` of the page call). */
export type MarketplaceTab = MarketplaceTabKey;
export const marketplaceTabs: { key: MarketplaceTab; label: string }[] = [
  { key: 'disponibili', label: 'Disponibili' },
  { key: 'acquistate', label: 'Acquistate' },
  { key: 'in_trattativa', label: 'In trattativa' },
  { key: 'cedute', label: 'Cedute' },
];

/** The filters of the page; null (or an empty search) means any. Ranges are inclusive. */
export type MarketplaceFilters = {
  search: string;
  type: string | null;
  discountBucket: number | null;
  amountMin: number | null;
  amountMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  tributeCode: string | null;
  /** Issue 27: 'Solo crediti che posso acquistare' (on by default) and 'Acquistabile da'. */
  onlyBuyable: boolean;
  buyableBy: string | null;
  /** Issue 28: 'Solo documentazione 6-bis completa'. */
  onlySixBisComplete: boolean;
};
export const noFilters: MarketplaceFilters = {
  search: '',
  type: null,
  discountBucket: null,
  amountMin: null,
  amountMax: null,
  yearMin: null,
  yearMax: null,
  tributeCode: null,
  onlyBuyable: true,
  buyableBy: null,
  onlySixBisComplete: false,
};

/**
 * Issue 46: how many filters differ from the page's defaults, as 'Filtri (n)' counts them on a
 * phone; the search has its own field beside the button and is not counted, a range counts once.
 */
export function activeFilterCount(filters: MarketplaceFilters): number {
  const set = (value: unknown) => value !== null && value !== undefined;
  return [
    set(filters.type),
    set(filters.discountBucket),
    set(filters.tributeCode),
    set(filters.amountMin) || set(filters.amountMax),
    set(filters.yearMin) || set(filters.yearMax),
    filters.onlyBuyable !== noFilters.onlyBuyable,
    set(filters.buyableBy),
    filters.onlySixBisComplete !== noFilters.onlySixBisComplete,
  ].filter(Boolean).length;
}

/** Spec 2: discount filter buckets 10 percentage points wide, 0-10% … 90-100% (100 falls in the last). */
export const discountBuckets = Array.from({ length: 10 }, (_, index) => ({ value: index, label: `${index * 10}-${index * 10 + 10}%` }));

/**
 * 'Ordina per': each key opens in the order a buyer expects of it (newest, highest discount,
 * largest amount, latest year, cheapest net price); the order button turns it round.
 */
export const sortOptions: { value: MarketplaceSort; label: string; order: SortOrder }[] = [
  { value: 'recent', label: 'Più recenti', order: 'desc' },
  { value: 'discount', label: 'Sconto', order: 'desc' },
  { value: 'amount', label: 'Importo', order: 'desc' },
  { value: 'year', label: 'Annualità', order: 'desc' },
  { value: 'netPrice', label: 'Prezzo netto', order: 'asc' },
];
export const defaultOrderOf = (sort: MarketplaceSort): SortOrder => sortOptions.find((option) => option.value === sort)!.order;

export type MarketplaceSorting = { sort: MarketplaceSort; order: SortOrder };
export const defaultSorting: MarketplaceSorting = { sort: 'recent', order: 'desc' };

/**
 * A header click of a list's table (the practices' or the rate's): that column in the order antd
 * asks; a third click (no order) goes back to `fallback`, the list's default.
 */
export function sortingFromTable<S extends string>(
  columnKey: unknown,
  order: 'ascend' | 'descend' | null | undefined,
  fallback: { sort: S; order: SortOrder },
): { sort: S; order: SortOrder } {
  if (!order) return fallback;
  return { sort: columnKey as S, order: order === 'ascend' ? 'asc' : 'desc' };
}

/** Cards and rows per page: one, two or three full rows of the grid whatever its columns (issue 8). */
export const marketplacePageSize = 12;

/** The page call's query: only the filters set, so the cache key and the URL stay short. */
export function pageQuery(filters: MarketplaceFilters, tab: MarketplaceTab, sorting: MarketplaceSorting, page: number): MarketplacePageQuery {
  const query: MarketplacePageQuery = { page, pageSize: marketplacePageSize, tab, sort: sorting.sort, order: sorting.order };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.type) query.type = filters.type as MarketplacePageQuery['type'];
  if (filters.discountBucket !== null) query.discountBucket = filters.discountBucket;
  if (filters.amountMin !== null) query.amountMin = filters.amountMin;
  if (filters.amountMax !== null) query.amountMax = filters.amountMax;
  if (filters.yearMin !== null) query.yearMin = filters.yearMin;
  if (filters.yearMax !== null) query.yearMax = filters.yearMax;
  if (filters.tributeCode) query.tributeCode = filters.tributeCode;
  if (filters.onlyBuyable) query.onlyBuyable = 'true';
  if (filters.buyableBy) query.buyableBy = filters.buyableBy as MarketplacePageQuery['buyableBy'];
  if (filters.onlySixBisComplete) query.onlySixBisComplete = 'true';
  return query;
}

/** The summary tiles' mean discount as the screen writes it: one decimal, a comma. */
export const averageDiscountText = (value: number) => value.toFixed(1).replace('.', ',');

/** 'Societari 2 · Fiscali 1': what a buyer may know of the documents before buying. */
export function documentCountsText(counts: { societari: number; fiscali: number }): string {
  if (counts.societari + counts.fiscali === 0) return 'Nessun documento';
  return `Societari ${counts.societari} · Fiscali ${counts.fiscali}`;
}
