import type { MarketplaceRataSort, MarketplaceRateRequest } from '@pratiche/contracts';
import { firstYearWithDaysLeft } from '@pratiche/domain';
import { buyableCondition, type BuyableCaller } from './marketplace-page.sql';

/**
 * The SQL of the rate listing (issue 45) over `rate_view` (one row per rata on sale), as text built
 * from the validated request: values go in as parameters; only the column names and directions of
 * the fixed maps below are spliced in. `$1` is the caller, `$2` the time of the request, `$3` its
 * Italian year, `$4` its Italian day.
 */

/**
 * A listed rata's status at `$2`, the one place it is computed: a rata not ceduta and not expired
 * (rate_view holds no other, and the listing drops the past years) is 'in_trattativa' while the
 * exclusivity that holds it runs (issue 45: each holds only its own rate; with no end while its
 * buyer's closing is open, issue 29), as `rataViews` reads it, and 'disponibile' otherwise.
 */
export const rataStatusSql = (r = 'r') => `(CASE WHEN ${r}.held_open OR ${r}.held_until > $2::timestamptz THEN 'in_trattativa' ELSE 'disponibile' END)`;

/**
 * The rate the caller sees: those of practices of other sellers who are active, or that the caller
 * bought (as the marketplace page's `FROM_LISTING`), of a year not yet lost at `$3` (art. 121 c. 3
 * DL 34/2020: a rata not used by its 31 December is lost). The seller and the caller's purchases
 * are hashed subplans, not joins, so the total stays an index-only count over `rate_view_filters`.
 */
export const FROM_RATE = `FROM rate_view r
  WHERE $2::timestamptz IS NOT NULL AND $4::text IS NOT NULL AND r.user_id <> $1 AND r.year >= $3::int
    AND (r.user_id IN (SELECT id FROM users_view WHERE status = 'active') OR r.practice_id IN (SELECT practice_id FROM practice_access WHERE user_id = $1))`;

/** Each sort's column. Days left grow with the year (`firstYearWithDaysLeft`), so they sort as the year. */
const sortColumn: Record<MarketplaceRataSort, string> = { year: 'year', daysLeft: 'year', amount: 'amount', pricePer100: 'price_per_100' };

/** Stable: equal keys by practice id, then rata id, in the same direction, so the sort's index serves the whole order. */
export const rateOrderBy = ({ sort, order }: MarketplaceRateRequest, table = 'r') => {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `${table}.${sortColumn[sort]} ${direction}, ${table}.practice_id ${direction}, ${table}.rata_id ${direction}`;
};

/** The filters of the request, ANDed; `params` already holds $1 to $4; `today` is the request's Italian day. */
export const rateFilterConditions = (request: MarketplaceRateRequest, params: unknown[], caller: BuyableCaller, today: string): string[] => {
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (request.type) conditions.push(`r.type = ${param(request.type)}`);
  if (request.yearMin !== undefined) conditions.push(`r.year >= ${param(request.yearMin)}`);
  if (request.yearMax !== undefined) conditions.push(`r.year <= ${param(request.yearMax)}`);
  if (request.amountMin !== undefined) conditions.push(`r.amount >= ${param(request.amountMin)}`);
  if (request.amountMax !== undefined) conditions.push(`r.amount <= ${param(request.amountMax)}`);
  if (request.pricePer100Min !== undefined) conditions.push(`r.price_per_100 >= ${param(request.pricePer100Min)}`);
  if (request.pricePer100Max !== undefined) conditions.push(`r.price_per_100 <= ${param(request.pricePer100Max)}`);
  // 'At least N days left' is a lower bound on the year (platform-timings.ts).
  if (request.daysLeftMin !== undefined) conditions.push(`r.year >= ${param(firstYearWithDaysLeft(request.daysLeftMin, today))}`);
  if (request.onlyBuyable)
    conditions.push(
      buyableCondition(caller, param, { buyableBy: 'r.buyable_by', seller: 'r.user_id', bankHolder: 'r.bank_holder', bankGroup: 'r.bank_group' }),
    );
  if (request.status) conditions.push(`${rataStatusSql()} = ${param(request.status)}`);
  return conditions;
};

/**
 * One page of rate, with what the answer adds from the practice (its rate with their facts, its
 * chain and ceded years, for the purchase rule; the caller's access), joined to the page's rows
 * only, after the LIMIT.
 */
export const ratePageStatement = (
  where: string,
  order: (table: string) => string,
  limit: string,
) => `SELECT page.*, p.rate, p.transfer_chain, p.ceded_rate, a.access_type
  FROM (SELECT r.practice_id, r.rata_id, r.year, r.amount, r.residual_amount, r.category, r.user_id, r.type, r.tribute_code, r.discount,
      r.price_per_100, ${rataStatusSql()} AS status
    ${where} ORDER BY ${order('r')} ${limit}) page
  JOIN practices_view p ON p.id = page.practice_id
  LEFT JOIN practice_access a ON a.practice_id = page.practice_id AND a.user_id = $1
  ORDER BY ${order('page')}`;
