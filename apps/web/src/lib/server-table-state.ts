import { otherSortOrder, type ListSortOrder } from '@pratiche/contracts';

export type SortOrder = ListSortOrder;
export type TableSort = Record<string, SortOrder | null | undefined>;

/** One admin table's state: the page, the toolbar's keyword and status filter, the header sort. */
export type ServerTableState<Status extends string> = {
  current: number;
  pageSize: number;
  keyword: string;
  status: Status | 'all';
  sort: TableSort;
};

/** What antd's Table reports of a header's sort (one column, or several with multiple sorters). */
type SorterChange = { field?: unknown; columnKey?: unknown; order?: SortOrder | null };

/**
 * Rows on the first page: 20, or 10 on a phone (narrower than antd's md, 768 px), where the rows
 * are twice as slow to mount and a screen shows fewer than ten; the size changer offers more.
 */
export function firstPageSize(wide: boolean): number {
  return wide ? 20 : 10;
}

/** The first state: page 1, no search, every status, the columns' default sort. */
export function initialTableState<Status extends string>(defaultSort: TableSort, wide = true): ServerTableState<Status> {
  return { current: 1, pageSize: firstPageSize(wide), keyword: '', status: 'all', sort: defaultSort };
}

/** The columns' `defaultSortOrder`, keyed by data field, as the first request sends it. */
export function defaultSortOf(columns: readonly { dataIndex?: unknown; defaultSortOrder?: SortOrder | null }[]): TableSort {
  const sorted = columns.find((column) => column.defaultSortOrder && typeof column.dataIndex === 'string');
  return sorted ? { [sorted.dataIndex as string]: sorted.defaultSortOrder } : {};
}

/** A new search or status filter starts again from page 1 (the old page may no longer exist). */
export function withSearch<Status extends string>(state: ServerTableState<Status>, change: { keyword?: string; status?: Status | 'all' }) {
  return { ...state, ...change, current: 1 };
}

/** A page, page-size or header-sort change of the table. */
export function withTableChange<Status extends string>(
  state: ServerTableState<Status>,
  pagination: { current?: number; pageSize?: number },
  sorter: SorterChange | SorterChange[],
): ServerTableState<Status> {
  const active = (Array.isArray(sorter) ? sorter : [sorter]).find((one) => one.order);
  const field = active?.field ?? active?.columnKey;
  const sort: TableSort = active && typeof field === 'string' ? { [field]: active.order } : {};
  return { ...state, current: pagination.current ?? state.current, pageSize: pagination.pageSize ?? state.pageSize, sort };
}

/** A page change of the phone's card list, which has no headers: the sort stays as it was. */
export function withPage<Status extends string>(state: ServerTableState<Status>, current: number, pageSize: number): ServerTableState<Status> {
  return { ...state, current, pageSize };
}

/**
 * The cycle antd walks on each click of a header, from the list's first order (libs/contracts).
 * Repeating the first at the end makes a click toggle between the two for ever instead of
 * falling back to "unsorted" on the third.
 */
export function sortDirectionsFrom(first: SortOrder): SortOrder[] {
  return [first, otherSortOrder(first), first];
}
