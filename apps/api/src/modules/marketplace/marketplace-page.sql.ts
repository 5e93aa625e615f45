import type { MarketplacePageRequest, MarketplaceSort, MarketplaceTabKey } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes } from '@pratiche/domain';

/**
 * The SQL of the marketplace page, as text built from the validated request: every value goes
 * in as a parameter; only column names and directions chosen from the fixed maps below are
 * spliced in. `$1` is the caller, `$2` the time of the request.
 */

/** `saleStatusAt`'s running exclusivity (practices.reader), in SQL. */
const running = `(p.sale_status = 'in_trattativa' AND coalesce(p.exclusive_until > $2::timestamptz, false))`;

/** What each tab holds, as the web's tabs always told it (features/marketplace/README.md). */
export const tabCondition: Record<MarketplaceTabKey, string> = {
  disponibili: `(p.sale_status IN ('disponibile', 'in_trattativa') AND NOT ${running} AND a.access_type IS NULL)`,
  acquistate: '(a.access_type IS NOT NULL)',
  in_trattativa: running,
  cedute: `(p.sale_status IN ('ceduta', 'chiusa'))`,
};

/** Each sort's column: each has a partial index `(column, id) WHERE status = 'approved'` (practices_view). */
const sortColumn: Record<MarketplaceSort, string> = {
  recent: 'p.approved_at',
  discount: 'p.discount',
  amount: 'p.amount',
  year: 'p.year',
  netPrice: 'p.net_price',
};

/** Stable: equal keys are ordered by id, in the same direction, so the index serves the whole order. */
export const orderBy = ({ sort, order }: MarketplacePageRequest) => {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `${sortColumn[sort]} ${direction}, p.id ${direction}`;
};

/**
 * The listing's rows: approved practices of other sellers; those of a seller who is not active
 * only for the buyers who bought them (MarketplaceReader.listing). `$2` is typed here because a
 * page with no tab reads no other condition naming it, and PostgreSQL refuses an untyped unused parameter.
 */
export const FROM_LISTING = `FROM practices_view p
  LEFT JOIN practice_access a ON a.practice_id = p.id AND a.user_id = $1
  LEFT JOIN users_view u ON u.id = p.user_id
  WHERE $2::timestamptz IS NOT NULL AND p.status = 'approved' AND p.user_id <> $1 AND (u.status = 'active' OR a.access_type IS NOT NULL)`;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search the web did on its copy of the listing: id, type label, year and tribute code
 * contain the text; the seller's company only where the caller bought access (before, it is not
 * his to see). The type labels are matched here, so the database compares keys.
 */
const searchCondition = (search: string, param: (value: unknown) => string) => {
  const text = search.toLowerCase();
  const types = creditTypeKeys.filter((key) => creditTypes[key].label.toLowerCase().includes(text));
  const like = param(escapeLike(text));
  return `(p.type = ANY(${param(types)}::text[]) OR p.id::text LIKE ${like} OR p.year::text LIKE ${like}
    OR lower(coalesce(p.tribute_code, '')) LIKE ${like} OR (a.access_type IS NOT NULL AND lower(coalesce(u.company_name, '')) LIKE ${like}))`;
};

/** The filters of the request, ANDed; `params` already holds $1 and $2. */
export const filterConditions = (request: MarketplacePageRequest, params: unknown[]): string[] => {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (request.search) conditions.push(searchCondition(request.search, param));
  if (request.type) conditions.push(`p.type = ${param(request.type)}`);
  if (request.discountBucket !== undefined) {
    // Bands of 10 points; 100 % falls in the last one (spec 2).
    const low = request.discountBucket * 10;
    const upper = request.discountBucket === 9 ? `p.discount <= 100` : `p.discount < ${param(low + 10)}`;
    conditions.push(`(p.discount >= ${param(low)} AND ${upper})`);
  }
  if (request.amountMin !== undefined) conditions.push(`p.amount >= ${param(request.amountMin)}`);
  if (request.amountMax !== undefined) conditions.push(`p.amount <= ${param(request.amountMax)}`);
  if (request.yearMin !== undefined) conditions.push(`p.year >= ${param(request.yearMin)}`);
  if (request.yearMax !== undefined) conditions.push(`p.year <= ${param(request.yearMax)}`);
  if (request.tributeCode) conditions.push(`p.tribute_code = ${param(request.tributeCode)}`);
  return conditions;
};

/** Exact tab counts and the summary tiles, in one pass over the filtered practices. */
export const COUNTS_SELECT = `SELECT count(*)::int AS total,
  count(*) FILTER (WHERE ${tabCondition.disponibili})::int AS disponibili,
  count(*) FILTER (WHERE ${tabCondition.acquistate})::int AS acquistate,
  count(*) FILTER (WHERE ${tabCondition.in_trattativa})::int AS in_trattativa,
  count(*) FILTER (WHERE ${tabCondition.cedute})::int AS cedute,
  coalesce(sum(p.amount), 0) AS total_value, coalesce(round(avg(p.discount), 1), 0) AS average_discount`;

/** The listing's columns (MarketplaceRow) and the documents per category, counted in the database. */
export const PAGE_SELECT = `SELECT p.id, p.user_id, p.type, p.year, p.amount, p.discount, p.is_traceable, p.tribute_code, p.num_sites,
    p.documents, p.sale_status, p.exclusive_until, p.approved_at, p.created_at, a.access_type,
    a.exclusive_until AS my_exclusive_until, a.purchased_at, u.company_name, u.username,
    jsonb_array_length(coalesce(p.documents -> 'societari', '[]'::jsonb)) AS societari_count,
    jsonb_array_length(coalesce(p.documents -> 'fiscali', '[]'::jsonb)) AS fiscali_count`;
