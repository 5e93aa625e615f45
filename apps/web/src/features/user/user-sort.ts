import { adminUserFirstSortOrder, type AdminUserListQuery, type AdminUserSortField } from '@pratiche/contracts';
import { sortDirectionsFrom, type SortOrder, type TableSort } from '../../lib/server-table-state';
import type { UserStatusFilter } from './user-status-filter';

/** Spec 2 Users tab: the sortable columns (the default createdAt sort has no header). */
export type SortableUserColumn = Exclude<AdminUserSortField, 'createdAt'>;

const isSortableColumn = (column: string): column is SortableUserColumn => column !== 'createdAt' && Object.hasOwn(adminUserFirstSortOrder, column);

/** A click toggles between the two directions, never back to unsorted (as the practices tab). */
export function userSortDirectionsOf(column: SortableUserColumn): SortOrder[] {
  return sortDirectionsFrom(adminUserFirstSortOrder[column]);
}

export type UserTableParams = { current?: number; pageSize?: number; keyword?: string; status?: UserStatusFilter };

/** The `GET /api/admin/users` query of one table state; without a sort the server's createdAt descending applies. */
export function toUserListQuery(params: UserTableParams, sort: TableSort = {}): AdminUserListQuery {
  const query: AdminUserListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? 20 };
  const keyword = params.keyword?.trim();
  if (keyword) query.keyword = keyword;
  if (params.status && params.status !== 'all') query.status = params.status;
  const sorted = Object.entries(sort).find(([column, order]) => order && isSortableColumn(column));
  if (sorted) {
    query.sortField = sorted[0] as SortableUserColumn;
    query.sortOrder = sorted[1] as SortOrder;
  }
  return query;
}
