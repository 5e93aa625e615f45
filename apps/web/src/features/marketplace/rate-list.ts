import type { MarketplaceRataSort, MarketplaceRateQuery, SortOrder } from '@pratiche/contracts';
import { formatItalianNumber } from '../../lib/italian-number';
import { sortingFromTable } from './marketplace-list';

/** The 'Rate' view of /marketplace (issue 45): one row per rata on sale, asked page by page of the server. */

export type MarketplaceView = 'pratiche' | 'rate';
export const marketplaceViews: { value: MarketplaceView; label: string }[] = [
  { value: 'pratiche', label: 'Pratiche' },
  { value: 'rate', label: 'Rate' },
];

/** The filters of the view; null means any. Ranges are inclusive, on the rata's year and amount. */
export type RateFilters = {
  yearMin: number | null;
  yearMax: number | null;
  amountMin: number | null;
  amountMax: number | null;
  pricePer100Max: number | null;
  /** 'Solo disponibili': not in trattativa with another buyer. */
  onlyAvailable: boolean;
};
export const noRateFilters: RateFilters = { yearMin: null, yearMax: null, amountMin: null, amountMax: null, pricePer100Max: null, onlyAvailable: false };

export type RateSorting = { sort: MarketplaceRataSort; order: SortOrder };
/** The rata closest to its last useful day first: what a desk works through. */
export const defaultRateSorting: RateSorting = { sort: 'daysLeft', order: 'asc' };
export const ratePageSize = 12;

/** The call's query: the filters that are set, the sort and the page. */
export function rateQuery(filters: RateFilters, sorting: RateSorting, page: number): MarketplaceRateQuery {
  const query: MarketplaceRateQuery = { page, pageSize: ratePageSize, sort: sorting.sort, order: sorting.order };
  for (const key of ['yearMin', 'yearMax', 'amountMin', 'amountMax', 'pricePer100Max'] as const) {
    const value = filters[key];
    if (value !== null) query[key] = value;
  }
  if (filters.onlyAvailable) query.status = 'disponibile';
  return query;
}

/** A header click of the rate's table; a third click goes back to the default sort. */
export const rateSortingFromTable = (columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): RateSorting =>
  sortingFromTable(columnKey, order, defaultRateSorting);

/** 'Giorni rimasti' to the rata's last useful transfer day: '12 giorni', '1 giorno', 'Ultimo giorno', 'Termine superato'. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return 'Termine superato';
  if (daysLeft === 0) return 'Ultimo giorno';
  return daysLeft === 1 ? '1 giorno' : `${formatItalianNumber(daysLeft, 0, 0)} giorni`;
}
