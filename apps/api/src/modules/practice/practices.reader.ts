import { Inject, Injectable } from '@nestjs/common';
import { practiceFirstSortOrder, type ListSortOrder, type PracticePageResponse, type PracticeResponse, type PracticeSortField } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes, practiceStatusesMatching, type PracticeStatus, type SaleStatus } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { creditTermsView, type CreditTermsRow } from './credit-terms-view';
import { documentsView, dueDiligenceColumns, dueDiligenceView, type DueDiligenceRow } from './due-diligence-view';

/** The `practices_view` columns of a practice's credit terms (`practiceTerms`). */
export type PracticeTermsRow = {
  type: PracticeResponse['type'];
  year: number;
  amount: string | number;
  discount: string | number;
  is_traceable: boolean;
  tribute_code: string | null;
  num_sites: number;
};

type Row = PracticeTermsRow &
  CreditTermsRow &
  DueDiligenceRow & {
    id: number;
    user_id: number;
    status: PracticeResponse['status'];
    sale_status: PracticeResponse['saleStatus'];
    sold_via_portal: boolean | null;
    exclusive_until: Date | string | null;
    comments: PracticeResponse['comments'];
    approved_at: Date | string | null;
    created_at: Date | string;
    seller_company_name: string | null;
  };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The sale status at `now`: in_trattativa only while the exclusivity runs, whether or not the
 * expiry processor has recorded its end yet (ARCHITECTURE.md section 6). With no end it runs: a
 * closing is open (issue 29), and `exclusiveUntil` is then null.
 */
export const saleStatusAt = (saleStatus: SaleStatus, exclusiveUntil: Date | string | null, now: Date) => {
  const running = saleStatus === 'in_trattativa' && (exclusiveUntil === null || new Date(exclusiveUntil) > now);
  if (saleStatus === 'in_trattativa' && !running) return { saleStatus: 'disponibile' as const, exclusiveUntil: null };
  return { saleStatus, exclusiveUntil: running && exclusiveUntil !== null ? iso(exclusiveUntil) : null };
};

/** The credit's terms of a `practices_view` row, answered alike by this reader and the marketplace's. */
export const practiceTerms = (r: PracticeTermsRow) => ({
  type: r.type,
  year: r.year,
  // numeric columns come back as strings, to keep their exact decimals; two decimals fit a double.
  amount: Number(r.amount),
  discount: Number(r.discount),
  isTraceable: r.is_traceable,
  tributeCode: r.tribute_code,
  numSites: r.num_sites,
});

/**
 * Every read of this module serves the owner or an admin (`requireReadablePractice`), so the rata
 * codes are in clear; the marketplace masks them for buyers without access. The due diligence
 * (issue 28) is read at `now`, like the terms: a visura goes stale and a reconfirmation falls due
 * without any job.
 */
const toResponse = (r: Row, now: Date): PracticeResponse => {
  const sale = saleStatusAt(r.sale_status, r.exclusive_until, now);
  return {
    id: r.id,
    userId: r.user_id,
    ...practiceTerms(r),
    documents: documentsView(r),
    status: r.status,
    ...sale,
    soldViaPortal: r.sold_via_portal,
    comments: r.comments,
    metadata: { approvedAt: r.approved_at === null ? null : iso(r.approved_at) },
    createdAt: iso(r.created_at),
    sellerCompanyName: r.seller_company_name,
    ...creditTermsView(r, sale.saleStatus, now, true),
    ...dueDiligenceView(r, now, true),
    dueDiligenceFacts: r.due_diligence_facts,
  };
};

const SELECT = `SELECT p.id, p.user_id, p.type, p.year, p.amount, p.discount, p.is_traceable, p.tribute_code, p.num_sites,
  p.documents, p.status, p.sale_status, p.sold_via_portal, p.exclusive_until, p.comments, p.approved_at, p.created_at, p.rate, p.transfer_chain, p.buyable_by, p.ceded_rate, p.exclusivities, ${dueDiligenceColumns}, u.company_name AS seller_company_name FROM practices_view p LEFT JOIN users_view u ON u.id = p.user_id`;

/** Whose practices a list shows: an admin sees all, a seller only his own (spec 6). */
export type PracticeScope = { kind: 'all' } | { kind: 'owner'; userId: number };

export type PageRequest = {
  current: number;
  pageSize: number;
  sortField: PracticeSortField;
  sortOrder?: ListSortOrder;
  status?: PracticeStatus;
  keyword?: string;
};

const sortColumn: Record<PracticeSortField, string> = {
  id: 'p.id',
  cedente: 'u.company_name',
  type: 'p.type',
  amount: 'p.amount',
  status: 'p.status',
  createdAt: 'p.created_at',
  year: 'p.year',
};

/** The decider accepts only the catalogue's tribute codes, so a search matches against this list, by equality. */
const allTributeCodes = [...new Set(creditTypeKeys.flatMap((k) => creditTypes[k].tributeCodes))];

/**
 * A number as the amount field shows it (spec 2: dots group thousands, a comma starts the
 * decimals), so '50.000' is fifty thousand and '1.000,50' a thousand and a half; else null.
 */
const keywordNumber = (keyword: string): number | null => {
  if (!/^\d[\d.]*(,\d*)?$/.test(keyword)) return null;
  const value = Number(keyword.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
};

/**
 * Spec 2 /practices and /admin search: id, type (key or label), tribute code, cedente company,
 * status (key or label); a number also matches amounts at or above it. The type and status
 * candidates are resolved here, so the database compares them by equality on indexed columns.
 */
const keywordCondition = (keyword: string, param: (value: unknown) => string): string => {
  const text = keyword.toLowerCase();
  const types = creditTypeKeys.filter((k) => k.toLowerCase().includes(text) || creditTypes[k].label.toLowerCase().includes(text));
  const statuses = practiceStatusesMatching(keyword);
  const codes = allTributeCodes.filter((code) => code.includes(text));
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Every branch is an equality on an indexed column, so PostgreSQL ORs index scans instead of
  // reading all practices: the company names are matched in the small users_view first.
  const conditions = [
    `p.type = ANY(${param(types)}::text[])`,
    `p.status = ANY(${param(statuses)}::text[])`,
    `p.tribute_code = ANY(${param(codes)}::text[])`,
    `p.user_id = ANY(ARRAY(SELECT id FROM users_view WHERE lower(company_name) LIKE ${param(like)}))`,
  ];
  const number = keywordNumber(keyword);
  if (number !== null) {
    conditions.push(`p.amount >= ${param(number)}`);
    if (Number.isSafeInteger(number) && number <= 2_147_483_647) conditions.push(`p.id = ${param(number)}`);
  }
  return `(${conditions.join(' OR ')})`;
};

/**
 * Issue 26: a whole number typed in the search is most often the practice's id, so that practice
 * comes first, above the ones whose amount merely reaches the number; the chosen sort orders the rest.
 */
const idFirst = (keyword: string | undefined, param: (value: unknown) => string): string => {
  const id = keyword && /^\d+$/.test(keyword) ? Number(keyword) : null;
  return id !== null && id <= 2_147_483_647 ? `(p.id = ${param(id)}) DESC, ` : '';
};

/** Reads `practices_view`, joined to `users_view` for the cedente's company name. */
@Injectable()
export class PracticesReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async byId(id: number): Promise<PracticeResponse | null> {
    const { rows } = await this.db.query<Row>(`${SELECT} WHERE p.id = $1`, [id]);
    return rows[0] ? toResponse(rows[0], this.clock()) : null;
  }

  /** The spec's full list, newest first: every practice answered as the page and the detail answer it. */
  async all(scope: PracticeScope): Promise<PracticeResponse[]> {
    const params: unknown[] = [];
    const where = this.scopeCondition(scope, params);
    const { rows } = await this.db.query<Row>(`${SELECT} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC`, params);
    const now = this.clock();
    return rows.map((r) => toResponse(r, now));
  }

  /** One page for ProTable: filtered, searched and sorted in the database. */
  async page(scope: PracticeScope, request: PageRequest): Promise<PracticePageResponse> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions = [this.scopeCondition(scope, params)];
    if (request.status) conditions.push(`p.status = ${param(request.status)}`);
    if (request.keyword) conditions.push(keywordCondition(request.keyword, param));
    const where = conditions.join(' AND ');
    const direction = (request.sortOrder ?? practiceFirstSortOrder[request.sortField]) === 'ascend' ? 'ASC' : 'DESC';
    const count = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM practices_view p LEFT JOIN users_view u ON u.id = p.user_id WHERE ${where}`,
      params,
    );
    // After the count, whose query must not carry the ordering's parameter.
    const order = `${idFirst(request.keyword, param)}${sortColumn[request.sortField]} ${direction} NULLS LAST, p.id ${direction}`;
    const offset = (request.current - 1) * request.pageSize;
    const { rows } = await this.db.query<Row>(`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${param(request.pageSize)} OFFSET ${param(offset)}`, params);
    const now = this.clock();
    return { data: rows.map((r) => toResponse(r, now)), total: count.rows[0]!.total, success: true, current: request.current, pageSize: request.pageSize };
  }

  private scopeCondition(scope: PracticeScope, params: unknown[]): string {
    if (scope.kind === 'all') return 'TRUE';
    return `p.user_id = $${params.push(scope.userId)}`;
  }
}
