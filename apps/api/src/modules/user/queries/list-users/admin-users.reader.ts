import { Inject, Injectable } from '@nestjs/common';
import {
  adminUserFirstSortOrder,
  type AdminUserPageResponse,
  type AdminUserSortField,
  type ListSortOrder,
  type UserResponse,
  type UserStatus,
} from '@pratiche/contracts';
import { userStatuses, userStatusesMatching } from '@pratiche/domain';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { toView, type UserRow } from '../../../identity/users.reader';
import { readMatchesFirst } from './search-plan';

export type UserPageRequest = {
  current: number;
  pageSize: number;
  sortField: AdminUserSortField;
  sortOrder?: ListSortOrder;
  status?: UserStatus;
  keyword?: string;
};

/** Text columns sort by their lower-case form, which the indexes of users_view hold. */
const sortColumn: Record<AdminUserSortField, string> = {
  id: 'id',
  username: 'lower(username)',
  companyName: 'lower(company_name)',
  status: 'status',
  walletBalance: 'wallet_balance',
  createdAt: 'created_at',
};

/**
 * Spec 2 users tab search: id, username, company, e-mail (and VAT number, shown in the same
 * column), status (key or Italian label). Statuses are resolved here and compared by equality.
 */
const keywordCondition = (keyword: string, param: (value: unknown) => string): string => {
  const text = keyword.toLowerCase();
  const like = param(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // By key or Italian label of spec 4, so that a search for 'bloccato' finds blocked accounts.
  const matching = userStatusesMatching(keyword);
  const conditions = [
    `lower(username) LIKE ${like}`,
    `lower(company_name) LIKE ${like}`,
    `lower(email) LIKE ${like}`,
    `vat_number LIKE ${like}`,
    `status = ANY(${param(matching)}::text[])`,
  ];
  if (/^\d{1,9}$/.test(keyword)) conditions.push(`id = ${param(Number(keyword))}`);
  return `(${conditions.join(' OR ')})`;
};

/** The WHERE clause of a page request and its parameters. */
const filterOf = (request: UserPageRequest) => {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['TRUE'];
  if (request.status) conditions.push(`status = ${param(request.status)}`);
  if (request.keyword) conditions.push(keywordCondition(request.keyword, param));
  return { where: conditions.join(' AND '), params };
};

const statusCountsSql = `SELECT ${userStatuses.map((status) => `(SELECT count(*)::int FROM users_view WHERE status = '${status}') AS "${status}"`).join(', ')}`;

/** `users_view` for the admin users tab: the full list, or one page searched and sorted in the database. */
@Injectable()
export class AdminUsersReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The spec's full list: newest first (the tab's default sort). */
  async all(): Promise<UserResponse[]> {
    const { rows } = await this.db.query<UserRow>('SELECT * FROM users_view ORDER BY created_at DESC, id DESC');
    return rows.map(toView);
  }

  async page(request: UserPageRequest): Promise<AdminUserPageResponse> {
    const { where, params } = filterOf(request);
    const searched = Boolean(request.keyword);
    // Two pool connections on PostgreSQL. Without a keyword the per-status counts hold the total: no second count.
    const [statusCounts, matches] = await Promise.all([this.statusCounts(), searched ? this.count(where, params) : null]);
    const accounts = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
    const total = matches ?? (request.status ? statusCounts[request.status] : accounts);
    const offset = (request.current - 1) * request.pageSize;
    const matchesFirst = searched && readMatchesFirst(total, accounts, offset + request.pageSize);
    const rows = await this.rows(where, params, { ...request, offset, matchesFirst });
    return { data: rows.map(toView), total, success: true, current: request.current, pageSize: request.pageSize, statusCounts };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users_view WHERE ${where}`, params);
    return rows[0]!.total;
  }

  private async rows(where: string, filterParams: unknown[], page: UserPageRequest & { offset: number; matchesFirst: boolean }) {
    const params = [...filterParams, page.pageSize, page.offset];
    const direction = (page.sortOrder ?? adminUserFirstSortOrder[page.sortField]) === 'ascend' ? 'ASC' : 'DESC';
    const order = `ORDER BY ${sortColumn[page.sortField]} ${direction}, id ${direction} LIMIT $${params.length - 1} OFFSET $${params.length}`;
    // MATERIALIZED keeps the planner from walking the sort index instead (see readMatchesFirst).
    const sql = page.matchesFirst
      ? `WITH matches AS MATERIALIZED (SELECT * FROM users_view WHERE ${where}) SELECT * FROM matches ${order}`
      : `SELECT * FROM users_view WHERE ${where} ${order}`;
    return (await this.db.query<UserRow>(sql, params)).rows;
  }

  /**
   * Every account per status, counted when read (no counters to keep): one count per status, each
   * an index-only scan of its range of users_view_status. A `GROUP BY status` reads the whole
   * table instead (the planner's choice), about 2.5 times the CPU at 50,000 accounts (module README).
   */
  private async statusCounts(): Promise<AdminUserPageResponse['statusCounts']> {
    const { rows } = await this.db.query<AdminUserPageResponse['statusCounts']>(statusCountsSql);
    return rows[0]!;
  }
}
