import { practiceSortFields, type ListSortOrder, type PracticeListQuery, type PracticeSortField } from '@pratiche/contracts';

/** What ProTable's `request` hands over: page and toolbar keyword, column sort, column filters. */
export type TableParams = { current?: number; pageSize?: number; keyword?: string };
export type TableSort = Record<string, ListSortOrder | null | undefined>;
export type TableFilter = Record<string, (string | number | boolean)[] | null | undefined>;

const isSortField = (field: string): field is PracticeSortField => (practiceSortFields as readonly string[]).includes(field);

/**
 * The query string `GET /api/practices` takes for one page (see the API's list handler): the
 * first sorted column wins, the status filter takes one value, a blank keyword is left out.
 * `current` is always sent, so the server answers one page and never the full list.
 */
export function toListQuery(params: TableParams, sort: TableSort = {}, filter: TableFilter = {}): PracticeListQuery {
  const query: PracticeListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? 10 };
  const sorted = Object.entries(sort).find(([field, order]) => order && isSortField(field));
  if (sorted) {
    query.sortField = sorted[0] as PracticeSortField;
    query.sortOrder = sorted[1] ?? undefined;
  }
  const status = filter.status?.[0];
  if (status !== undefined) query.status = String(status) as PracticeListQuery['status'];
  const keyword = params.keyword?.trim();
  if (keyword) query.keyword = keyword;
  return query;
}

/** The query as URL parameters, in a stable order (it is also the react-query key). */
export function toSearchParams(query: PracticeListQuery): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}
