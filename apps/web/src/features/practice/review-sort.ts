import type { PracticeListQuery, practiceSortFields } from '@pratiche/contracts';
import type { SortOrder, TableSort } from '../../lib/server-table-state';
import type { StatusFilter } from './review-labels';

type SortField = (typeof practiceSortFields)[number];

/** The table's sortable columns (by data field) and the list call's sort field for each. */
export const sortFieldOfColumn = {
  id: 'id',
  sellerCompanyName: 'cedente',
  type: 'type',
  amount: 'amount',
  status: 'status',
  createdAt: 'createdAt',
  year: 'year',
} as const satisfies Record<string, SortField>;

export type SortableColumn = keyof typeof sortFieldOfColumn;

/**
 * Spec 2 /admin: the first click sorts ascending for id, cedente, type and status, and
 * descending for amount, creation date and year.
 */
export const firstSortDirection: Record<SortField, SortOrder> = {
  id: 'ascend',
  cedente: 'ascend',
  type: 'ascend',
  status: 'ascend',
  amount: 'descend',
  createdAt: 'descend',
  year: 'descend',
};

/**
 * The cycle antd walks on each click of a header. Repeating the first direction at the end makes
 * a click toggle between the two for ever instead of falling back to "unsorted" on the third.
 */
export function sortDirectionsOf(column: SortableColumn): SortOrder[] {
  const first = firstSortDirection[sortFieldOfColumn[column]];
  const second: SortOrder = first === 'ascend' ? 'descend' : 'ascend';
  return [first, second, first];
}

/** A table state's page, size, search and filter; the sort comes apart (the columns' data fields). */
export type TableParams = { current?: number; pageSize?: number; keyword?: string; status?: StatusFilter };

/**
 * The list call's query for one table state. An empty keyword and the 'all' filter are left
 * out; without a sort the server's default applies (creation date, newest first, spec 2).
 */
export function toListQuery(params: TableParams, sort: TableSort = {}): PracticeListQuery {
  const query: PracticeListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? 20 };
  const keyword = params.keyword?.trim();
  if (keyword) query.keyword = keyword;
  if (params.status && params.status !== 'all') query.status = params.status;
  const sorted = Object.entries(sort).find(([column, order]) => order && Object.hasOwn(sortFieldOfColumn, column));
  if (sorted) {
    query.sortField = sortFieldOfColumn[sorted[0] as SortableColumn];
    query.sortOrder = sorted[1] as SortOrder;
  }
  return query;
}
