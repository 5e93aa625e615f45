import type { MarketplacePageRequest, MarketplaceSort, MarketplaceTabKey } from '@pratiche/contracts';
import { buyableValuesFor, closedSaleStatuses, creditTypeKeys, creditTypes, type BuyerQualification } from '@pratiche/domain';
import { unexpiredCondition } from './marketplace.reader';

/**
 * The SQL of the marketplace page, as text built from the validated request: every value goes
 * in as a parameter; only column names and directions chosen from the fixed maps below are
 * spliced in. `$1` is the caller, `$2` the time of the request, `$3` its Italian year.
 */

/** `saleStatusAt`'s running exclusivity (practices.reader), in SQL: with no end while a closing is open (issue 29). */
const running = `(p.sale_status = 'in_trattativa' AND coalesce(p.exclusive_until > $2::timestamptz, true))`;

/**
 * What each tab holds, as the web's tabs always told it (features/marketplace/README.md). 'Not
 * bought' tests the join key: PostgreSQL then reads the LEFT JOIN as an anti join and estimates it
 * right; `a.access_type IS NULL` it estimated from the column's null fraction (none) as one row, so
 * the default view sorted every listed practice (40 ms) instead of reading 24 index entries (0.6 ms).
 */
export const tabCondition: Record<MarketplaceTabKey, string> = {
  disponibili: `(p.sale_status IN ('disponibile', 'in_trattativa') AND NOT ${running} AND a.practice_id IS NULL)`,
  acquistate: '(a.access_type IS NOT NULL)',
  in_trattativa: running,
  cedute: `(p.sale_status IN (${closedSaleStatuses.map((status) => `'${status}'`).join(', ')}))`,
};

/** Each sort's column: each has a partial index `(column, id) WHERE status = 'approved'` (practices_view). */
const sortColumn: Record<MarketplaceSort, string> = {
  recent: 'approved_at',
  discount: 'discount',
  amount: 'amount',
  year: 'year',
  netPrice: 'net_price',
};

/** Stable: equal keys are ordered by id, in the same direction, so the index serves the whole order. */
export const orderBy = ({ sort, order }: MarketplacePageRequest, table = 'p') => {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `${table}.${sortColumn[sort]} ${direction}, ${table}.id ${direction}`;
};

/**
 * The listing's rows: approved practices of other sellers; those of a seller who is not active
 * only for the buyers who bought them (MarketplaceReader.listing). The active sellers are a
 * hashed subplan, not a join: joined, PostgreSQL misjudged the filtered rows as one and looped
 * over users_view for each (0.8 s with a search over 50,000 practices). `$2` is typed here because
 * a page with no tab reads no other condition naming it, and PostgreSQL refuses an untyped unused parameter.
 * A practice whose rate are all lost (issue 27) is not listed.
 */
export const FROM_LISTING = `FROM practices_view p
  LEFT JOIN practice_access a ON a.practice_id = p.id AND a.user_id = $1
  WHERE $2::timestamptz IS NOT NULL AND p.status = 'approved' AND p.user_id <> $1 AND ${unexpiredCondition('$3::int')}
    AND (a.access_type IS NOT NULL OR p.user_id IN (SELECT id FROM users_view WHERE status = 'active'))`;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The decider accepts only the catalogue's tribute codes, so a search compares against this list. */
const allTributeCodes = [...new Set(creditTypeKeys.flatMap((key) => creditTypes[key].tributeCodes))];

/**
 * The search of the listing: type label and tribute code containing the text, a number as the
 * practice number or the year, the seller's company only where the caller bought access (before,
 * it is not his to see). Labels, codes and companies are matched first (in the catalogue, in the
 * small users_view), so each branch is an equality and no row is cast to text.
 */
const searchCondition = (search: string, param: (value: unknown) => string) => {
  const text = search.toLowerCase();
  const types = creditTypeKeys.filter((key) => creditTypes[key].label.toLowerCase().includes(text));
  const codes = allTributeCodes.filter((code) => code.toLowerCase().includes(text));
  const conditions = [
    `p.type = ANY(${param(types)}::text[])`,
    `p.tribute_code = ANY(${param(codes)}::text[])`,
    `(a.access_type IS NOT NULL AND p.user_id = ANY(ARRAY(SELECT id FROM users_view WHERE lower(company_name) LIKE ${param(escapeLike(text))})))`,
  ];
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  if (number !== null) conditions.push(`p.id = ${param(number)}`, `p.year = ${param(number)}`);
  return `(${conditions.join(' OR ')})`;
};

/**
 * 'Documentazione 6-bis completa' at `$2`: a building bonus, every required type with an approved
 * file, and none of those files stale by then (`sixBisIndex` of `@pratiche/domain`, kept by practices_view).
 */
export const sixBisCompleteCondition = `(p.six_bis_applies AND p.dd_unapproved = 0 AND (p.dd_fresh_until IS NULL OR p.dd_fresh_until > $2::timestamptz))`;

/** Where `buyableCondition` reads who may buy, the seller, whether the chain's holder is a bank and the capogruppo it names. */
export type BuyableColumns = { buyableBy: string; seller: string; bankHolder: string; bankGroup: string };
const practiceBuyableColumns: BuyableColumns = { buyableBy: 'p.buyable_by', seller: 'p.user_id', bankHolder: 'p.bank_holder', bankGroup: 'p.bank_group' };

/**
 * 'Solo crediti che posso acquistare' (issues 27, 45): the `buyableBy` values this buyer may buy on
 * the ordinary route, or, for the bank the buyer keeps on its profile, the credits that bank or a
 * bank of its group naming it as capogruppo holds (the correntista route, open at any point of the
 * chain: art. 121 c. 1 DL 34/2020 as amended by DL 50/2022 conv.; `correntistaBanks` of
 * `@pratiche/domain`). The exact answer per rata is each row's `canBuy`.
 */
export const buyableCondition = (caller: BuyableCaller, param: (value: unknown) => string, columns: BuyableColumns = practiceBuyableColumns) => {
  const ordinary = `${columns.buyableBy} = ANY(${param(buyableValuesFor(caller.qualification))}::text[])`;
  if (caller.correntistaOf === null || caller.qualification.kind === 'pa') return ordinary;
  const bank = param(caller.correntistaOf);
  return `(${ordinary} OR ((${columns.seller} = ${bank} OR ${columns.bankGroup} = ${bank}) AND ${columns.bankHolder}))`;
};

/** What the filters read of the caller: its qualification and the bank it declared a current account with. */
export type BuyableCaller = { qualification: BuyerQualification; correntistaOf: number | null };

/** The filters of the request, ANDed; `params` already holds $1 to $3. `buyer` is the caller. */
export const filterConditions = (request: MarketplacePageRequest, params: unknown[], buyer: BuyableCaller): string[] => {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (request.search) conditions.push(searchCondition(request.search, param));
  if (request.practiceId !== undefined) conditions.push(`p.id = ${param(request.practiceId)}`);
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
  // Issue 27: who may buy next, and 'Solo crediti che posso acquistare' (the values this buyer may buy).
  if (request.buyableBy) conditions.push(`p.buyable_by = ${param(request.buyableBy)}`);
  if (request.onlyBuyable) conditions.push(buyableCondition(buyer, param));
  // Issue 28: 'Solo documentazione 6-bis completa' at the request's time ($2), from the columns of
  // the domain's `sixBisIndex`: the same answer as `documentazione6bisCompleta` on each row.
  if (request.onlySixBisComplete) conditions.push(sixBisCompleteCondition);
  return conditions;
};

/**
 * The face value of the rate not yet lost in the Italian year `$3` (issue 27): the rate start at
 * the practice's year, so one whose year is not past counts whole; a credit without rate (Credito
 * IVA, the array is empty) counts its amount as long as it is listed. Later years read the row's
 * `face_value_from` (`unexpiredFaceValueByYear`, element 1 is the practice's year).
 */
const unexpiredFaceValue = `CASE WHEN p.year >= $3::int OR p.last_rata_year IS NULL THEN p.amount ELSE p.face_value_from[$3::int - p.year + 1] END`;

/**
 * Exact tab counts and the summary tiles, in one pass over the filtered practices; every column it
 * and the filters read is in `practices_view_market_facts`, so the pass reads that index only.
 */
export const COUNTS_SELECT = `SELECT count(*)::int AS total,
  count(*) FILTER (WHERE ${tabCondition.disponibili})::int AS disponibili,
  count(*) FILTER (WHERE ${tabCondition.acquistate})::int AS acquistate,
  count(*) FILTER (WHERE ${tabCondition.in_trattativa})::int AS in_trattativa,
  count(*) FILTER (WHERE ${tabCondition.cedute})::int AS cedute,
  coalesce(sum(${unexpiredFaceValue}), 0) AS total_value, coalesce(round(avg(p.discount), 1), 0) AS average_discount`;

/**
 * One page: the listing's columns (MarketplaceRow) and the documents per category, counted in the
 * database. The seller's account, the credit terms and the due diligence's reviews and facts (wide
 * jsonb the sort need not carry) are joined to the page's rows only, after the LIMIT.
 */
export const pageStatement = (where: string, order: (table: string) => string, limit: string) => `SELECT page.*, terms.rate, terms.transfer_chain,
    terms.buyable_by, terms.ceded_rate, terms.exclusivities, terms.document_reviews, terms.due_diligence_facts, terms.last_confirmed_at, terms.last_declaration, terms.status, u.company_name, u.username,
    jsonb_array_length(coalesce(page.documents -> 'societari', '[]'::jsonb)) AS societari_count,
    jsonb_array_length(coalesce(page.documents -> 'fiscali', '[]'::jsonb)) AS fiscali_count
  FROM (SELECT p.id, p.user_id, p.type, p.year, p.amount, p.discount, p.net_price, p.is_traceable, p.tribute_code, p.num_sites,
      p.documents, p.sale_status, p.exclusive_until, p.approved_at, p.created_at, a.access_type,
      a.exclusive_until AS my_exclusive_until, a.purchased_at
    ${where} ORDER BY ${order('p')} ${limit}) page
  JOIN practices_view terms ON terms.id = page.id
  LEFT JOIN users_view u ON u.id = page.user_id
  ORDER BY ${order('page')}`;
