import { practiceStreamId } from '@pratiche/domain';
import { reprojectedOnErasure } from '../../../infrastructure/projections/erasure-reprojection';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';
import { evolvePracticeRow, practiceRowColumns, type PracticeRow } from './practice-row';
import { rateViewRows } from './rate-view.rows';

/**
 * `practices_view`: one row per practice that is not deleted, shaped for the seller's list, the
 * admin tab, the marketplace and the detail screens (spec section 3). A pure fold: each row is the
 * practice's own state as a row (`evolvePracticeRow`: `evolvePractice` on the state the row keeps,
 * then `toPracticeRow`), so the rules (an accepted offer holds the exclusivity open with no end,
 * a closing's end cedes its rate and ends it, a retyped document loses its review, who may buy,
 * the 6-bis index) live once in libs/domain. Times come from the events only, so a rebuild equals
 * the live table; readers compare `exclusive_until` with the time of the request (a null end runs).
 * The cedente's company name is not copied here: the lists join `users_view` at read time.
 * `net_price` ('Prezzo netto') is derived by PostgreSQL (`netPrice` of `@pratiche/domain` computes
 * the same figure). Indexes follow the lists' filters and sorts (owner, status, creation date,
 * amount, year, type, tribute code), the marketplace (approved, and one partial index per sort of
 * its page, each with the id as tie-break, so a page of 12 reads 12 index entries), the expiry
 * processor (running exclusivities by end) and the weekly sales counter (`sold_at`). The
 * marketplace page's counts read every listed practice: `practices_view_market_facts` holds the
 * columns its filters and tiles read, so they are an index-only scan of a narrow index (a fifth of
 * the table) instead of a pass over the wide rows. No parallel scan (`parallel_workers = 0`, as
 * `rate_view`): on two busy cores the workers' start cost the page's counts more than they saved.
 * v9: a fold (`sold_at` now from the domain's `soldAt`). v10: each rata in `rate` carries its id, category, residual amount and offset choice (issue 45).
 * v11: `last_declaration`, the latest reconfirmation's declaration (issue 45; null for practices only ever reconfirmed by a click).
 * v12: several exclusivities side by side, each on its rate (`exclusivities`; issue 45), the
 * practice's end (`exclusive_until`) and the processor's next (`exclusivity_due_at`) derived from them.
 * v13: the practice's rate on sale, one row each in `rate_view` (rate-view.rows.ts), written with the practice's row.
 * v14: `face_value_from` and `bank_holder`, so the marketplace's counts read no jsonb (issue 48), their covering index, no parallel scan.
 * Their defaults serve only rows written by hand (the benchmarks' seeds, which then fill them): the fold writes both.
 * v15: `bank_group`, the capogruppo a bank holder's chain names, whose correntisti may buy too (issue 45), in `rate_view` as well.
 * v16: deals name their rate by rata id (issue 45: several rate can share a year): `ceded_rate`, and the exclusivities' rate.
 */
export const practicesViewProjection = reprojectedOnErasure(
  defineFoldProjection<PracticeRow>({
    name: 'practices_view',
    version: 16,
    table: 'practices_view',
    schema: `
      CREATE TABLE practices_view (
        id integer PRIMARY KEY,
        user_id integer NOT NULL,
        type text NOT NULL,
        year integer NOT NULL,
        amount numeric(10, 2) NOT NULL,
        discount numeric(5, 2) NOT NULL,
        net_price numeric(12, 2) GENERATED ALWAYS AS (round(amount * (100 - discount) / 100, 2)) STORED,
        is_traceable boolean NOT NULL,
        tribute_code text,
        num_sites integer NOT NULL,
        documents jsonb NOT NULL,
        status text NOT NULL,
        sale_status text NOT NULL,
        sold_via_portal boolean,
        sold_at timestamptz,
        exclusivities jsonb NOT NULL DEFAULT '[]',
        exclusive_until timestamptz,
        exclusivity_due_at timestamptz,
        comments jsonb NOT NULL,
        approved_at timestamptz,
        created_at timestamptz NOT NULL,
        rate jsonb NOT NULL,
        transfer_chain jsonb NOT NULL,
        schedule_declared boolean NOT NULL,
        buyable_by text NOT NULL,
        last_rata_year integer,
        face_value_from numeric[] NOT NULL DEFAULT '{}',
        bank_holder boolean NOT NULL DEFAULT false,
        bank_group integer,
        due_diligence_facts jsonb NOT NULL,
        document_reviews jsonb NOT NULL,
        last_confirmed_at timestamptz NOT NULL,
        last_declaration jsonb,
        six_bis_applies boolean NOT NULL,
        dd_unapproved integer NOT NULL,
        dd_fresh_until timestamptz,
        ceded_rate text[] NOT NULL DEFAULT '{}'
      ) WITH (parallel_workers = 0);
      CREATE INDEX practices_view_user_created ON practices_view (user_id, created_at DESC, id DESC);
      CREATE INDEX practices_view_status_created ON practices_view (status, created_at DESC, id DESC);
      CREATE INDEX practices_view_created ON practices_view (created_at DESC, id DESC);
      CREATE INDEX practices_view_amount ON practices_view (amount, id);
      CREATE INDEX practices_view_year ON practices_view (year, id);
      CREATE INDEX practices_view_type ON practices_view (type, id);
      CREATE INDEX practices_view_tribute_code ON practices_view (tribute_code);
      CREATE INDEX practices_view_exclusivity_due ON practices_view (exclusivity_due_at) WHERE exclusivity_due_at IS NOT NULL;
      CREATE INDEX practices_view_sold_at ON practices_view (sold_at) WHERE sale_status = 'ceduta';
      CREATE INDEX practices_view_approved ON practices_view (approved_at DESC, id DESC) WHERE status = 'approved';
      CREATE INDEX practices_view_market_discount ON practices_view (discount, id) WHERE status = 'approved';
      CREATE INDEX practices_view_market_amount ON practices_view (amount, id) WHERE status = 'approved';
      CREATE INDEX practices_view_market_year ON practices_view (year, id) WHERE status = 'approved';
      CREATE INDEX practices_view_market_net_price ON practices_view (net_price, id) WHERE status = 'approved';
      CREATE INDEX practices_view_market_facts ON practices_view (id)
        INCLUDE (user_id, type, year, amount, discount, net_price, tribute_code, sale_status, exclusive_until, buyable_by, bank_holder,
          bank_group, last_rata_year, face_value_from, six_bis_applies, dd_unapproved, dd_fresh_until)
        WHERE status = 'approved'
    `,
    handles: [
      'PracticeSubmitted',
      'PracticeResubmitted',
      'PracticeDocumentsChanged',
      'PracticeApproved',
      'PracticeRejected',
      'IntegrationRequested',
      'PracticeMarkedSold',
      'PracticeDocumentDeleted',
      'PracticeDeleted',
      'ExclusivityPurchased',
      'ExclusivityExpired',
      'PracticeDocumentTyped',
      'PracticeDocumentReviewed',
      'CreditReconfirmed',
      'OfferAccepted',
      'ClosingCompleted',
      'ClosingAbandoned',
    ],
    columns: practiceRowColumns,
    json: ['documents', 'comments', 'rate', 'transferChain', 'dueDiligenceFacts', 'documentReviews', 'lastDeclaration', 'exclusivities'],
    primaryKey: ['practiceId'],
    key: (event) => (event.data as { practiceId: number }).practiceId,
    current: 'id = $1',
    opens: ['PracticeSubmitted'],
    evolve: evolvePracticeRow,
    derived: rateViewRows,
  }),
  // The seller's erasure: the names they gave the documents read as erased once their practices are folded again.
  async (tx, userId) => {
    const { rows } = await tx.query<{ id: number }>('DELETE FROM practices_view WHERE user_id = $1 RETURNING id', [userId]);
    return rows.map((r) => practiceStreamId(r.id));
  },
);
