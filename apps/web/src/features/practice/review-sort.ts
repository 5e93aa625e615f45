import { practiceFirstSortOrder, type PracticeListQuery, type PracticeSortField } from '@pratiche/contracts';
import { sortDirectionsFrom, type SortOrder, type TableSort } from '../../lib/server-table-state';
import type { StatusFilter } from './review-labels';

/** The table's sortable columns (by data field) and the list call's sort field for each. */
export const sortFieldOfColumn = {
  id: 'id',
  sellerCompanyName: 'cedente',
  type: 'type',
  amount: 'amount',
  status: 'status',
  createdAt: 'createdAt',
  year: 'year',
} as const satisfies Record<string, PracticeSortField>;

export type SortableColumn = keyof typeof sortFieldOfColumn;

/** Each header's click cycle, from the first order of spec 2 /admin (`practiceFirstSortOrder`). */
export function sortDirectionsOf(column: SortableColumn): SortOrder[] {
  return sortDirectionsFrom(practiceFirstSortOrder[sortFieldOfColumn[column]]);
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
