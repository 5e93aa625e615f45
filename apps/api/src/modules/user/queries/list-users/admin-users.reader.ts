import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserPageResponse, AdminUserSortField, UserResponse, UserStatus } from '@pratiche/contracts';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { toView, type UserRow } from '../../users.reader';

export type UserPageRequest = {
  current: number;
  pageSize: number;
  sortField: AdminUserSortField;
  sortOrder?: 'ascend' | 'descend';
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

/** As the practices tab: ascending first for identifiers, names and status, descending for figures and dates. */
const firstClickOrder: Record<AdminUserSortField, 'ascend' | 'descend'> = {
  id: 'ascend', username: 'ascend', companyName: 'ascend', status: 'ascend', walletBalance: 'descend', createdAt: 'descend',
};

/** Italian labels of spec 4, so that a search for 'bloccato' finds blocked accounts. */
const statusLabels: Record<UserStatus, string> = { pending: 'da verificare', active: 'attivo', rejected: 'non approvato', blocked: 'bloccato' };
const statuses = Object.keys(statusLabels) as UserStatus[];

/**
 * Spec 2 users tab search: id, username, company, e-mail (and VAT number, shown in the same
 * column), status (key or Italian label). Statuses are resolved here and compared by equality.
 */
const keywordCondition = (keyword: string, param: (value: unknown) => string): string => {
  const text = keyword.toLowerCase();
  const like = param(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const matching = statuses.filter((s) => s.includes(text) || statusLabels[s].includes(text));
  const conditions = [
    `lower(username) LIKE ${like}`, `lower(company_name) LIKE ${like}`, `lower(email) LIKE ${like}`, `vat_number LIKE ${like}`,
    `status = ANY(${param(matching)}::text[])`,
  ];
  if (/^\d{1,9}$/.test(keyword)) conditions.push(`id = ${param(Number(keyword))}`);
  return `(${conditions.join(' OR ')})`;
};

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
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions = ['TRUE'];
    if (request.status) conditions.push(`status = ${param(request.status)}`);
    if (request.keyword) conditions.push(keywordCondition(request.keyword, param));
    const where = conditions.join(' AND ');
    const direction = (request.sortOrder ?? firstClickOrder[request.sortField]) === 'ascend' ? 'ASC' : 'DESC';
    const count = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users_view WHERE ${where}`, params);
    const offset = (request.current - 1) * request.pageSize;
    const { rows } = await this.db.query<UserRow>(
      `SELECT * FROM users_view WHERE ${where} ORDER BY ${sortColumn[request.sortField]} ${direction}, id ${direction}
       LIMIT ${param(request.pageSize)} OFFSET ${param(offset)}`,
      params,
    );
    return {
      data: rows.map(toView), total: count.rows[0]!.total, success: true, current: request.current, pageSize: request.pageSize,
      statusCounts: await this.statusCounts(),
    };
  }

  private async statusCounts(): Promise<AdminUserPageResponse['statusCounts']> {
    const { rows } = await this.db.query<{ status: UserStatus; n: number }>('SELECT status, count(*)::int AS n FROM users_view GROUP BY status');
    const counts = { pending: 0, active: 0, rejected: 0, blocked: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }
}
