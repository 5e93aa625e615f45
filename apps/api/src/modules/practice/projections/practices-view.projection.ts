import {
  buyableBy,
  retypedDocuments,
  sixBisIndex,
  type CreditTerms,
  type CreditType,
  type PracticeDocumentTyped,
  type PracticeEvent,
  type PracticeSubmitted,
  type UserPersonalDataErased,
} from '@pratiche/domain';
import type { SqlExecutor } from '../../../infrastructure/database/database';
import { ERASED_PERSONAL_DATA } from '../../../infrastructure/personal-data/personal-data.declaration';
import { defineProjection } from '../../../infrastructure/projections/projection';
import { readAfterWrites } from '../../../infrastructure/projections/replay-writes';
import { dueDiligenceInputOf } from '../due-diligence-view';

const statusAfterReview = { PracticeApproved: 'approved', PracticeRejected: 'rejected', IntegrationRequested: 'integration_required' } as const;

/** The columns of the credit's terms (issue 27), in the order `$n` of both statements below take them. */
const termsValues = (d: CreditTerms & { type: CreditType }) => [
  JSON.stringify(d.rate),
  JSON.stringify(d.transferChain),
  d.scheduleDeclared,
  buyableBy(d.type, d.transferChain),
  d.rate.length === 0 ? null : Math.max(...d.rate.map((r) => r.year)),
];

/** The columns of `sixBisIndex` (issue 28): what the marketplace's 'Solo documentazione 6-bis completa' filters on. */
const indexValues = (row: Parameters<typeof dueDiligenceInputOf>[0]) => {
  const index = sixBisIndex(dueDiligenceInputOf(row));
  return [index.applies, index.unapproved, index.freshUntil];
};

/** The state the 6-bis index is computed from, as a write returns it (`RETURNING`). */
const INDEX_INPUT = 'RETURNING id, type, amount, documents, document_reviews, due_diligence_facts';

type IndexInputRow = Parameters<typeof dueDiligenceInputOf>[0] & { id: number };

/**
 * Applies `set` to the practice and stores the 6-bis index of the row it leaves. The index is the
 * domain's rule (`sixBisIndex`), run here in JS on the row the write itself returns, so apply
 * still only writes: no second copy of the rule in SQL, no read before the write. `change` may
 * alter the returned state first (a retyped document moves by the domain's `retypedDocuments`).
 */
const writeAndIndex = async (
  tx: SqlExecutor,
  practiceId: number,
  set: string,
  params: unknown[],
  change?: (row: IndexInputRow) => IndexInputRow,
): Promise<unknown> => {
  // The one write whose rows apply uses: a replay sends its queued writes before it (replay-writes.ts).
  const { rows } = await readAfterWrites<IndexInputRow>(tx, `UPDATE practices_view SET ${set} WHERE id = $1 ${INDEX_INPUT}`, [practiceId, ...params]);
  if (!rows[0]) return undefined;
  if (!change) {
    return tx.query('UPDATE practices_view SET six_bis_applies = $2, dd_unapproved = $3, dd_fresh_until = $4 WHERE id = $1', [
      practiceId,
      ...indexValues(rows[0]),
    ]);
  }
  const row = change(rows[0]);
  return tx.query('UPDATE practices_view SET documents = $2::jsonb, six_bis_applies = $3, dd_unapproved = $4, dd_fresh_until = $5 WHERE id = $1', [
    practiceId,
    JSON.stringify(row.documents),
    ...indexValues(row),
  ]);
};

/** A retyped document moves to its type's category and loses its review, as in the practice state. */
const applyTyped = (tx: SqlExecutor, d: PracticeDocumentTyped['data']) =>
  writeAndIndex(tx, d.practiceId, 'document_reviews = document_reviews - $2::text', [d.filename], (row) => ({
    ...row,
    documents: retypedDocuments(row.documents, d),
  }));

const insertSubmitted = (tx: SqlExecutor, d: PracticeSubmitted['data']) =>
  tx.query(
    `INSERT INTO practices_view (id, user_id, type, year, amount, discount, is_traceable, tribute_code, num_sites, documents,
       status, sale_status, comments, created_at, rate, transfer_chain, schedule_declared, buyable_by, last_rata_year,
       due_diligence_facts, document_reviews, last_confirmed_at, six_bis_applies, dd_unapproved, dd_fresh_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, 'pending', 'disponibile', '[]'::jsonb, $11, $12::jsonb, $13::jsonb, $14, $15, $16,
       $17::jsonb, '{}'::jsonb, $11, $18, $19, $20)`,
    [
      d.practiceId,
      d.userId,
      d.type,
      d.year,
      d.amount,
      d.discount,
      d.isTraceable,
      d.tributeCode,
      d.numSites,
      JSON.stringify(d.documents),
      d.at,
      ...termsValues(d),
      JSON.stringify(d.dueDiligenceFacts),
      ...indexValues({ type: d.type, amount: d.amount, documents: d.documents, document_reviews: {}, due_diligence_facts: d.dueDiligenceFacts }),
    ],
  );

/** A review outcome: the new status, the comment appended with its date, approvedAt on approval. */
const applyReview = (tx: SqlExecutor, type: keyof typeof statusAfterReview, d: { practiceId: number; at: string; comment: string | null }) =>
  tx.query(
    `UPDATE practices_view SET status = $2,
       comments = CASE WHEN $3::text IS NULL THEN comments ELSE comments || jsonb_build_array(jsonb_build_object('date', $4::text, 'text', $3::text)) END,
       approved_at = CASE WHEN $2 = 'approved' THEN $4::timestamptz ELSE approved_at END
     WHERE id = $1`,
    [d.practiceId, statusAfterReview[type], d.comment, d.at],
  );

/**
 * The seller's erasure: the document names they chose read as erased, as a rebuild (which opens
 * them without the destroyed key) would write them; the stored file names stay for the buyers.
 */
const eraseDocumentNames = (tx: SqlExecutor, userId: number) =>
  tx.query(
    `UPDATE practices_view p SET documents = coalesce((
       SELECT jsonb_object_agg(c.key, (SELECT coalesce(jsonb_agg(d.doc || jsonb_build_object('originalName', $2::text) ORDER BY d.n), '[]'::jsonb)
         FROM jsonb_array_elements(c.value) WITH ORDINALITY AS d(doc, n)))
       FROM jsonb_each(p.documents) c), p.documents)
     WHERE user_id = $1`,
    [userId, ERASED_PERSONAL_DATA],
  );

const applyPracticeEvent = async (tx: SqlExecutor, event: PracticeEvent | UserPersonalDataErased): Promise<unknown> => {
  switch (event.type) {
    case 'UserPersonalDataErased':
      return eraseDocumentNames(tx, event.data.userId);
    case 'PracticeSubmitted':
      return insertSubmitted(tx, event.data);
    case 'PracticeResubmitted': {
      const d = event.data;
      return writeAndIndex(
        tx,
        d.practiceId,
        `type = $2, year = $3, amount = $4, discount = $5, is_traceable = $6, tribute_code = $7, num_sites = $8, status = 'pending',
           rate = $9::jsonb, transfer_chain = $10::jsonb, schedule_declared = $11, buyable_by = $12, last_rata_year = $13,
           due_diligence_facts = $14::jsonb`,
        [d.type, d.year, d.amount, d.discount, d.isTraceable, d.tributeCode, d.numSites, ...termsValues(d), JSON.stringify(d.dueDiligenceFacts)],
      );
    }
    case 'PracticeDocumentsChanged':
      return writeAndIndex(tx, event.data.practiceId, 'documents = $2::jsonb', [JSON.stringify(event.data.documents)]);
    case 'PracticeDocumentTyped':
      return applyTyped(tx, event.data);
    case 'PracticeDocumentReviewed': {
      const { practiceId, filename, decision, reason, by, at } = event.data;
      return writeAndIndex(tx, practiceId, 'document_reviews = document_reviews || jsonb_build_object($2::text, $3::jsonb)', [
        filename,
        JSON.stringify({ decision, reason, by, at }),
      ]);
    }
    case 'CreditReconfirmed':
      return tx.query('UPDATE practices_view SET last_confirmed_at = $2 WHERE id = $1', [event.data.practiceId, event.data.at]);
    case 'PracticeApproved':
    case 'PracticeRejected':
    case 'IntegrationRequested':
      return applyReview(tx, event.type, event.data);
    case 'PracticeMarkedSold':
      // The sale ends a running exclusivity (see the practice state).
      return tx.query(
        "UPDATE practices_view SET sale_status = 'ceduta', sold_via_portal = $2, sold_at = $3, exclusive_user_id = NULL, exclusive_until = NULL WHERE id = $1",
        [event.data.practiceId, event.data.viaPortal, event.data.at],
      );
    case 'ExclusivityPurchased':
      return tx.query("UPDATE practices_view SET sale_status = 'in_trattativa', exclusive_user_id = $2, exclusive_until = $3 WHERE id = $1", [
        event.data.practiceId,
        event.data.by,
        event.data.exclusiveUntil,
      ]);
    case 'ExclusivityExpired':
      return tx.query(
        `UPDATE practices_view SET sale_status = CASE WHEN sale_status = 'in_trattativa' THEN 'disponibile' ELSE sale_status END,
           exclusive_user_id = NULL, exclusive_until = NULL WHERE id = $1`,
        [event.data.practiceId],
      );
    case 'OfferAccepted':
      // The closing extends the exclusivity with no end (issue 29): readers take a NULL end as running.
      return tx.query('UPDATE practices_view SET exclusive_until = NULL WHERE id = $1', [event.data.practiceId]);
    case 'ClosingCompleted':
      return tx.query(
        `UPDATE practices_view SET ceded_years = ARRAY(SELECT y FROM unnest(ceded_years || $2::int[]) y ORDER BY y),
           sale_status = 'disponibile', exclusive_user_id = NULL, exclusive_until = NULL WHERE id = $1`,
        [event.data.practiceId, event.data.rate],
      );
    case 'ClosingAbandoned':
      return tx.query("UPDATE practices_view SET sale_status = 'disponibile', exclusive_user_id = NULL, exclusive_until = NULL WHERE id = $1", [
        event.data.practiceId,
      ]);
    case 'PracticeDocumentDeleted': {
      const { practiceId, category, document } = event.data;
      // Rebuilt in SQL so the statement only writes (a replay may batch it).
      return writeAndIndex(
        tx,
        practiceId,
        `documents = jsonb_set(documents, ARRAY[$2::text],
           COALESCE((SELECT jsonb_agg(d) FROM jsonb_array_elements(documents -> $2::text) d WHERE d ->> 'filename' <> $3), '[]'::jsonb))`,
        [category, document.filename],
      );
    }
    case 'PracticeDeleted':
      return tx.query('DELETE FROM practices_view WHERE id = $1', [event.data.practiceId]);
    default:
      return undefined;
  }
};

/**
 * `practices_view`: one row per practice that is not deleted, shaped for the seller's list, the
 * admin tab and the detail screens (spec section 3). The cedente's company name is not copied
 * here: the lists join `users_view` at read time, so a change or erasure of the account shows at
 * once. Indexes follow the lists' filters and sorts (owner, status, creation date, amount, year,
 * type, tribute code), the marketplace (approved, and one partial index per sort of its page: discount, amount, year,
 * net price, each with the id as tie-break, so a page of 12 reads 12 index entries in either
 * direction), the expiry processor (running exclusivities by
 * end) and the weekly sales counter (sold_at). Times come from the events only, so a rebuild
 * equals the live table. `net_price` ('Prezzo netto') is derived by PostgreSQL, so no event
 * path can forget it; `netPrice` of `@pratiche/domain` computes the same figure. `sale_status` is as recorded: readers compare `exclusive_until` with the
 * time of the request, so an exclusivity past its end never reads as running. Issue 27: `rate` (the
 * schedule as recorded, codes in clear: readers mask them and read each rata's status at the time
 * of the request), `transfer_chain`, `buyable_by` (decided by the domain's `buyableBy` when the
 * event is applied) and `last_rata_year`, the year after which every rata is lost (null for a
 * credit without rate): the marketplace hides a practice once the Italian year passes it.
 * Issue 28 (v7): documents typed as recorded, `document_reviews` (the admins' decisions by stored
 * filename: decision, reason, by, at), `due_diligence_facts`, `last_confirmed_at` (the submission,
 * then each reconfirmation), and the columns of the domain's `sixBisIndex` (`six_bis_applies`,
 * `dd_unapproved`, `dd_fresh_until`), recomputed whenever documents, reviews, facts, type or
 * amount change, so the marketplace filters 'Documentazione 6-bis completa' at the request's time
 * in SQL: complete at t ⇔ applies, nothing unapproved, and no approved file gone stale by t.
 * Issue 29 (v8): an accepted offer keeps the practice in_trattativa with `exclusive_until` NULL
 * while its closing is open (the exclusivity runs with no end); a completed closing adds its rate
 * to `ceded_years` (each reads ceduta) and, like an abandoned one, puts the practice on sale again.
 */
export const practicesViewProjection = defineProjection({
  name: 'practices_view',
  version: 8,
  tables: ['practices_view'],
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
      exclusive_user_id integer,
      exclusive_until timestamptz,
      comments jsonb NOT NULL,
      approved_at timestamptz,
      created_at timestamptz NOT NULL,
      rate jsonb NOT NULL,
      transfer_chain jsonb NOT NULL,
      schedule_declared boolean NOT NULL,
      buyable_by text NOT NULL,
      last_rata_year integer,
      due_diligence_facts jsonb NOT NULL,
      document_reviews jsonb NOT NULL,
      last_confirmed_at timestamptz NOT NULL,
      six_bis_applies boolean NOT NULL,
      dd_unapproved integer NOT NULL,
      dd_fresh_until timestamptz,
      ceded_years integer[] NOT NULL DEFAULT '{}'
    );
    CREATE INDEX practices_view_user_created ON practices_view (user_id, created_at DESC, id DESC);
    CREATE INDEX practices_view_status_created ON practices_view (status, created_at DESC, id DESC);
    CREATE INDEX practices_view_created ON practices_view (created_at DESC, id DESC);
    CREATE INDEX practices_view_amount ON practices_view (amount, id);
    CREATE INDEX practices_view_year ON practices_view (year, id);
    CREATE INDEX practices_view_type ON practices_view (type, id);
    CREATE INDEX practices_view_tribute_code ON practices_view (tribute_code);
    CREATE INDEX practices_view_exclusivity_due ON practices_view (exclusive_until) WHERE sale_status = 'in_trattativa';
    CREATE INDEX practices_view_sold_at ON practices_view (sold_at) WHERE sale_status = 'ceduta';
    CREATE INDEX practices_view_approved ON practices_view (approved_at DESC, id DESC) WHERE status = 'approved';
    CREATE INDEX practices_view_market_discount ON practices_view (discount, id) WHERE status = 'approved';
    CREATE INDEX practices_view_market_amount ON practices_view (amount, id) WHERE status = 'approved';
    CREATE INDEX practices_view_market_year ON practices_view (year, id) WHERE status = 'approved';
    CREATE INDEX practices_view_market_net_price ON practices_view (net_price, id) WHERE status = 'approved'
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
    'UserPersonalDataErased',
  ],
  apply: async (recorded, tx) => {
    await applyPracticeEvent(tx, { type: recorded.type, data: recorded.data } as unknown as PracticeEvent | UserPersonalDataErased);
  },
});
