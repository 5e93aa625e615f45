import { isRataForSale, netPrice, pricePer100, rataTributeCode, type BuyableBy, type CreditType, type RataCategory, type SaleStatus } from '@pratiche/domain';
import type { DerivedRows } from '../../../infrastructure/projections/fold-projection';
import type { ExclusivityOfRow, PracticeRow } from './practice-row';

/** One rata on sale, with the practice's facts the rate listing filters and sorts on. */
export type RataRow = {
  practiceId: number;
  rataId: string;
  year: number;
  amount: number;
  residualAmount: number;
  category: RataCategory;
  userId: number;
  type: CreditType;
  tributeCode: string | null;
  discount: number;
  pricePer100: number;
  buyableBy: BuyableBy;
  /** The chain's holder is a bank: its credits are open to its correntisti (the page's 'Solo crediti che posso acquistare'). */
  bankHolder: boolean;
  bankGroup: number | null;
  /**
   * The exclusivity that holds this rata (issue 45: each holds only its own rate): its end, and
   * whether its buyer's closing holds it open with no end; null and false when none holds it.
   */
  heldUntil: string | null;
  heldOpen: boolean;
};

const columns: { readonly [K in keyof RataRow]: string } = {
  practiceId: 'practice_id',
  rataId: 'rata_id',
  year: 'year',
  amount: 'amount',
  residualAmount: 'residual_amount',
  category: 'category',
  userId: 'user_id',
  type: 'type',
  tributeCode: 'tribute_code',
  discount: 'discount',
  pricePer100: 'price_per_100',
  buyableBy: 'buyable_by',
  bankHolder: 'bank_holder',
  bankGroup: 'bank_group',
  heldUntil: 'held_until',
  heldOpen: 'held_open',
};

/** Sale states whose rate are on sale: a ceduta or chiusa practice sells nothing more. */
const onSale: readonly SaleStatus[] = ['disponibile', 'in_trattativa'];

/**
 * The rate a practice puts on sale, from its state as `practices_view` folds it (`evolvePractice`):
 * an approved practice still on sale, each rata not ceduta by a closing and for sale on the
 * Piattaforma (`isRataForSale`: not non cedibile, not chosen for offset, something left; Provv.
 * AdE 10/06/2022 and art. 121 c. 1-quater DL 34/2020). Expiry (31 December) and a running
 * exclusivity depend on the time of the request: the reader applies them.
 */
export const rataRowsOf = (practice: PracticeRow): RataRow[] => {
  if (practice.status !== 'approved' || !onSale.includes(practice.saleStatus)) return [];
  const price = pricePer100(practice.amount, netPrice(practice.amount, practice.discount));
  return practice.rate
    .filter((r) => !practice.cededRate.includes(r.id) && isRataForSale(r))
    .map((r) => ({
      practiceId: practice.practiceId,
      rataId: r.id,
      year: r.year,
      amount: r.amount,
      residualAmount: r.residualAmount,
      category: r.category,
      userId: practice.userId,
      type: practice.type,
      tributeCode: rataTributeCode(practice.type, practice.tributeCode, r),
      discount: practice.discount,
      pricePer100: price,
      buyableBy: practice.buyableBy,
      bankHolder: practice.bankHolder,
      bankGroup: practice.bankGroup,
      ...heldBy(practice.exclusivities.find((e) => e.rate.includes(r.id))),
    }));
};

/** A rata's hold, as the listing compares it with the time of a request (`rataStatusSql`). */
const heldBy = (exclusivity: ExclusivityOfRow | undefined) => ({
  heldUntil: exclusivity?.until ?? null,
  heldOpen: exclusivity !== undefined && exclusivity.closingOfferId !== null,
});

/**
 * `rate_view`: one row per rata on sale (issue 45), what `GET /api/marketplace/rate` pages; derived
 * rows of `practices_view` (`rataRowsOf` of the practice's folded row), written by its fold with
 * it. One index per sort, each with the practice and rata ids as the tie-break, and one covering
 * the filters, so the total is an index-only count. No parallel scan (`parallel_workers = 0`): an
 * unfiltered total reads every row, and on the bench's two cores under load a worker took longer
 * to start (~120 ms) than the whole serial count (~40 ms).
 */
export const rateViewRows: DerivedRows<PracticeRow, RataRow> = {
  table: 'rate_view',
  schema: `
    CREATE TABLE rate_view (
      practice_id integer NOT NULL,
      rata_id text NOT NULL,
      year integer NOT NULL,
      amount numeric(10, 2) NOT NULL,
      residual_amount numeric(10, 2) NOT NULL,
      category text NOT NULL,
      user_id integer NOT NULL,
      type text NOT NULL,
      tribute_code text,
      discount numeric(5, 2) NOT NULL,
      price_per_100 numeric(5, 2) NOT NULL,
      buyable_by text NOT NULL,
      bank_holder boolean NOT NULL,
      bank_group integer,
      held_until timestamptz,
      held_open boolean NOT NULL,
      PRIMARY KEY (practice_id, rata_id)
    ) WITH (parallel_workers = 0);
    CREATE INDEX rate_view_year ON rate_view (year, practice_id, rata_id);
    CREATE INDEX rate_view_amount ON rate_view (amount, practice_id, rata_id);
    CREATE INDEX rate_view_price ON rate_view (price_per_100, practice_id, rata_id);
    CREATE INDEX rate_view_filters ON rate_view (year, amount) INCLUDE (user_id, practice_id, price_per_100, type, buyable_by, bank_holder, bank_group, held_until, held_open)
  `,
  columns,
  primaryKey: ['practiceId', 'rataId'],
  owner: 'practiceId',
  rowsOf: rataRowsOf,
};
