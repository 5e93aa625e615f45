import { isRataForSale, netPrice, pricePer100, type BuyableBy, type CreditType, type RataCategory, type SaleStatus } from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { ERASURE_EVENT } from '../../../infrastructure/projections/erasure-reprojection';
import { defineProjection, type ReplayBatch } from '../../../infrastructure/projections/projection';
import { fromColumns, rowStatements } from '../../../infrastructure/projections/row-statements';
import { evolvePracticeRow, type ExclusivityOfRow, type PracticeRow } from '../../practice/projections/practice-row';
import { practicesViewProjection } from '../../practice/projections/practices-view.projection';

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
export const rataRowsOf = (practice: PracticeRow | null): RataRow[] => {
  if (practice === null || practice.status !== 'approved' || !onSale.includes(practice.saleStatus)) return [];
  const price = pricePer100(practice.amount, netPrice(practice.amount, practice.discount));
  return practice.rate
    .filter((r) => !practice.cededYears.includes(r.year) && isRataForSale(r))
    .map((r) => ({
      practiceId: practice.practiceId,
      rataId: r.id,
      year: r.year,
      amount: r.amount,
      residualAmount: r.residualAmount,
      category: r.category,
      userId: practice.userId,
      type: practice.type,
      tributeCode: practice.tributeCode,
      discount: practice.discount,
      pricePer100: price,
      buyableBy: practice.buyableBy,
      bankHolder: practice.transferChain.holder === 'banca',
      ...heldBy(practice.exclusivities.find((e) => e.rate.includes(r.year))),
    }));
};

/** A rata's hold, as the listing compares it with the time of a request (`rataStatusSql`). */
const heldBy = (exclusivity: ExclusivityOfRow | undefined) => ({
  heldUntil: exclusivity?.until ?? null,
  heldOpen: exclusivity !== undefined && exclusivity.closingOfferId !== null,
});

const practiceKey = (event: RecordedEvent) => (event.data as { practiceId: number }).practiceId;
// Not the erasure: a rata row holds nothing personal.
const handles = practicesViewProjection.handles.filter((type) => type !== ERASURE_EVENT);
const handled = new Set(handles);
const { bulkUpsert, toColumns } = rowStatements<RataRow>('rate_view', columns, ['practiceId', 'rataId']);
/**
 * Inline, one statement: the practice's rows ($2, as JSON) upserted, and its other rows deleted.
 * Both parts run on one snapshot, so they must not touch the same row: the DELETE spares the ids upserted.
 */
const replacePractice = `WITH upserted AS (${bulkUpsert.replaceAll('$1', '$2')} RETURNING rata_id)
  DELETE FROM rate_view WHERE practice_id = $1 AND rata_id <> ALL(ARRAY(SELECT rata_id FROM json_populate_recordset(NULL::rate_view, $2::json)))`;
const practiceColumns = practicesViewProjection.fold.columns;
const selectPractice = `SELECT ${Object.entries(practiceColumns)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ')} FROM practices_view WHERE id = $1`;

/** A replay's window: the rows of `practiceIds` replaced with `rows`. */
const replace = async (tx: SqlExecutor, practiceIds: readonly number[], rows: readonly RataRow[]) => {
  if (practiceIds.length > 0) await tx.query('DELETE FROM rate_view WHERE practice_id = ANY($1::int[])', [practiceIds]);
  if (rows.length > 0) await tx.query(bulkUpsert, [JSON.stringify(rows.map(toColumns))]);
};

/**
 * `rate_view`: one row per rata on sale (issue 45), what `GET /api/marketplace/rate` pages. Its rows
 * are a pure function of the practice's state (`rataRowsOf`), the state `practices_view` folds:
 * inline it reads that row, already evolved by the same event (practices_view comes first in
 * `allProjections`); a replay folds the practice's events itself with the same `evolvePracticeRow`,
 * so it does not depend on practices_view being replayed too. One index per sort, each with the
 * practice and rata ids as the tie-break, and one covering the filters, so the total is an index-only count.
 * No parallel scan (`parallel_workers = 0`): an unfiltered total reads every row, and on the bench's
 * two cores under load a worker took longer to start (~120 ms) than the whole serial count (~40 ms).
 */
export const rateViewProjection = defineProjection({
  name: 'rate_view',
  version: 1,
  tables: ['rate_view'],
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
      held_until timestamptz,
      held_open boolean NOT NULL,
      PRIMARY KEY (practice_id, rata_id)
    ) WITH (parallel_workers = 0);
    CREATE INDEX rate_view_year ON rate_view (year, practice_id, rata_id);
    CREATE INDEX rate_view_amount ON rate_view (amount, practice_id, rata_id);
    CREATE INDEX rate_view_price ON rate_view (price_per_100, practice_id, rata_id);
    CREATE INDEX rate_view_filters ON rate_view (year, amount) INCLUDE (user_id, practice_id, price_per_100, type, buyable_by, bank_holder, held_until, held_open)
  `,
  handles,
  apply: async (event, tx) => {
    const id = practiceKey(event);
    const { rows } = await tx.query(selectPractice, [id]);
    const rata = rataRowsOf(rows[0] ? (fromColumns(rows[0]) as PracticeRow) : null);
    await tx.query(replacePractice, [id, JSON.stringify(rata.map(toColumns))]);
  },
  replayer: (tx): ReplayBatch => {
    const practices = new Map<number, PracticeRow | null>();
    let touched = new Set<number>();
    return {
      apply: (event) => {
        if (!handled.has(event.type)) return;
        const id = practiceKey(event);
        const before = practices.get(id) ?? null;
        const after = evolvePracticeRow(before, event);
        if (after === before) return;
        practices.set(id, after);
        touched.add(id);
      },
      flush: async () => {
        const ids = [...touched];
        touched = new Set();
        await replace(
          tx,
          ids,
          ids.flatMap((id) => rataRowsOf(practices.get(id) ?? null)),
        );
      },
    };
  },
});
