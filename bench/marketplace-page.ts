import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes, usualInstalments } from '@pratiche/domain';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { createFastUser } from '../apps/api/src/testing/marketplace';
import { createTestApp } from '../apps/api/src/testing/test-app';
import { latencies, query } from './http-timing';
import { percentile, reportWhenRun, type BenchLine } from './report';

const PRACTICES = 50_000;
const SELLERS = 1_000;
/** Practices the bench's buyer bought, so the join with practice_access has rows to find. */
const PURCHASES = 200;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The grid as the web asks for it: a page of 12, sorted, with several filters at once. */
const pages = {
  'net price ascending, type + amount range + years, page 3': {
    page: 3,
    pageSize: 12,
    sort: 'netPrice',
    order: 'asc',
    tab: 'disponibili',
    type: 'SUPERBONUS_110',
    amountMin: 50_000,
    amountMax: 600_000,
    yearMin: 2027,
  },
  'discount descending, 20-30 % band + tribute code, page 1': {
    page: 1,
    pageSize: 12,
    sort: 'discount',
    order: 'desc',
    discountBucket: 2,
    tributeCode: '6890',
  },
  'most recent, search "superbonus", page 40': { page: 40, pageSize: 12, sort: 'recent', order: 'desc', tab: 'disponibili', search: 'superbonus' },
  // The web's default since issue 27: 'Solo crediti che posso acquistare' on.
  'most recent, only what the buyer may buy, page 2': { page: 2, pageSize: 12, sort: 'recent', order: 'desc', tab: 'disponibili', onlyBuyable: 'true' },
} as const;

/** Issue 45: the rate listing (one row per rata on sale) as the web's 'Rate' view asks for it. */
const ratePages = {
  'price per 100 ascending, years 2027-2029 + amount 20,000-200,000, page 1': {
    page: 1,
    pageSize: 12,
    sort: 'pricePer100',
    order: 'asc',
    yearMin: 2027,
    yearMax: 2029,
    amountMin: 20_000,
    amountMax: 200_000,
  },
  'days left ascending, no filter, page 2': { page: 2, pageSize: 12, sort: 'daysLeft', order: 'asc' },
  'days left ascending, only available + only buyable, page 1': {
    page: 1,
    pageSize: 12,
    sort: 'daysLeft',
    order: 'asc',
    status: 'disponibile',
    onlyBuyable: 'true',
  },
} as const;

/**
 * The bench measures the read path only, so it fills the read models directly, as bench/practices.ts
 * does: SELLERS active cedenti and PRACTICES approved practices spread over them (types, codes,
 * amounts, discounts, years and sale statuses varied so every index has a real spread), and
 * PURCHASES of them by the buyer. Issue 27: each practice has its type's usual rate (with codes,
 * adding up to the amount) and a chain: six in ten buyable by anyone, three by qualified buyers,
 * one by a bank's customers; one in 25 is of 2021 with a single rata, all lost, so the listing
 * leaves it out. Issue 45: each rata carries the Piattaforma's facts (one in 13 chosen for offset), and
 * rate_view holds the rate on sale, as its projection derives them.
 */
export const seedMarketplace = async (db: Database, buyerId: number) => {
  const types = `ARRAY[${creditTypeKeys.map((k) => `'${k}'`).join(', ')}]`;
  const codes = [...new Set(creditTypeKeys.flatMap((k) => creditTypes[k].tributeCodes))];
  const codeArray = `ARRAY[${codes.map((c) => `'${c}'`).join(', ')}]`;
  await db.exec(`
    INSERT INTO users_view (id, username, company_name, vat_number, legal_rep_name, phone, email, is_cedente, is_cessionario, status, created_at)
    SELECT 100000 + n, 'utente' || n, 'Azienda ' || n || ' S.r.l.', lpad(n::text, 11, '0'), 'Mario Rossi', '3331234567',
      'utente' || n || '@example.it', true, false, 'active', '2026-01-01T00:00:00Z'
    FROM generate_series(1, ${SELLERS}) AS n;
    INSERT INTO practices_view (id, user_id, type, year, amount, discount, is_traceable, tribute_code, num_sites, documents,
      status, sale_status, comments, approved_at, created_at, rate, transfer_chain, schedule_declared, buyable_by, last_rata_year,
      due_diligence_facts, document_reviews, last_confirmed_at, six_bis_applies, dd_unapproved)
    SELECT n, 100001 + n % ${SELLERS}, (${types})[t], year, amount, discount, n % 3 = 0, (${codeArray})[1 + n % ${codes.length}], 1 + n % 4,
      '{"societari": [{"originalName": "visura.pdf", "filename": "a.pdf", "docType": "visura_camerale", "issuedOn": "2026-01-01", "uploadedAt": null, "uploadedBy": null}],
        "fiscali": [{"originalName": "fatture.pdf", "filename": "b.pdf", "docType": "fatture", "issuedOn": null, "uploadedAt": null, "uploadedBy": null}]}'::jsonb,
      'approved', (ARRAY['disponibile', 'disponibile', 'disponibile', 'disponibile', 'disponibile', 'disponibile', 'disponibile', 'ceduta', 'chiusa', 'disponibile'])[1 + n % 10],
      '[]'::jsonb, '2026-01-02T00:00:00Z'::timestamptz + n * interval '1 minute', '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('year', year + i, 'amount', rata_amount, 'code', 'R' || n || 'X' || i, 'id', (year + i)::text,
         'category', CASE WHEN n % 10 < 6 THEN 'chiunque' ELSE 'qualificati' END, 'residualAmount', rata_amount, 'offsetChosen', (n + i) % 13 = 0) ORDER BY i), '[]'::jsonb)
       FROM (SELECT i, CASE WHEN i = 0 THEN amount - share * (rate_count - 1) ELSE share END AS rata_amount FROM generate_series(0, rate_count - 1) AS i) AS rata),
      CASE WHEN rate_count = 0 OR n % 10 < 6 THEN '{"freeTransferUsed": false, "qualifiedTransfers": 0, "holder": "beneficiario"}'::jsonb
        WHEN n % 10 = 9 THEN '{"freeTransferUsed": true, "qualifiedTransfers": 3, "holder": "banca"}'::jsonb
        ELSE '{"freeTransferUsed": true, "qualifiedTransfers": 1, "holder": "banca"}'::jsonb END,
      rate_count > 0, CASE WHEN rate_count = 0 OR n % 10 < 6 THEN 'chiunque' WHEN n % 10 = 9 THEN 'correntisti' ELSE 'qualificati' END,
      CASE WHEN rate_count > 0 THEN year + rate_count - 1 END,
      jsonb_build_object('commonParts', n % 4 = 0, 'worksAmount', amount, 'ediliziaLibera', false, 'stage', 'fine_lavori', 'sellerIsBank', false,
        'companyRegisteredOn', null),
      '{}'::jsonb, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute', (${types})[t] <> 'CREDITO_IVA', 15
    FROM (SELECT n, t, year, amount, discount, rate_count, floor(amount * 100 / greatest(rate_count, 1)) / 100 AS share
      FROM (SELECT n, t, CASE WHEN lost THEN 2021 ELSE 2026 + (n / ${creditTypeKeys.length}) % 5 END AS year,
          (1000 + (n * 7919) % 999000)::numeric AS amount, (n * 31) % 4000 / 100.0 AS discount,
          CASE WHEN lost AND usual > 0 THEN 1 ELSE usual END AS rate_count
        FROM (SELECT n, 1 + n % ${creditTypeKeys.length} AS t, n % 25 = 0 AS lost,
            (ARRAY[${creditTypeKeys.map((k) => usualInstalments[k]).join(', ')}])[1 + n % ${creditTypeKeys.length}] AS usual
          FROM generate_series(1, ${PRACTICES}) AS n) AS kinds) AS facts) AS terms;
    INSERT INTO practice_access (practice_id, user_id, access_type, purchased_at)
    SELECT n * 37, ${buyerId}, 'base', '2026-06-01T00:00:00Z' FROM generate_series(1, ${PURCHASES}) AS n;
    ANALYZE users_view;
    ANALYZE practice_access;
  `);
  await fillMarketFacts(db);
  // What autovacuum does after a bulk insert: the visibility map lets the page's counts read their covering index only.
  await db.query('VACUUM ANALYZE practices_view');
  if (!(await hasRateView(db))) return;
  await db.exec(`
    -- rate_view as rataRowsOf derives it from each practice (practice/projections/rate-view.rows.ts).
    INSERT INTO rate_view (practice_id, rata_id, year, amount, residual_amount, category, user_id, type, tribute_code, discount, price_per_100,
      buyable_by, bank_holder, held_until, held_open)
    SELECT p.id, r ->> 'id', (r ->> 'year')::int, (r ->> 'amount')::numeric, (r ->> 'residualAmount')::numeric, r ->> 'category', p.user_id, p.type,
      p.tribute_code, p.discount, round(p.net_price * 100 / p.amount, 2), p.buyable_by, p.transfer_chain ->> 'holder' = 'banca', NULL, false
    FROM practices_view p CROSS JOIN LATERAL jsonb_array_elements(p.rate) r
    WHERE p.status = 'approved' AND p.sale_status IN ('disponibile', 'in_trattativa') AND r ->> 'category' <> 'non_cedibile'
      AND NOT (r ->> 'offsetChosen')::boolean AND (r ->> 'residualAmount')::numeric > 0;
  `);
  // What autovacuum does after a bulk insert: the visibility map lets the rate listing's count read its index only.
  await db.query('VACUUM ANALYZE rate_view');
};

/**
 * The columns practices_view derives for the marketplace's filters and counts (issue 48), as
 * `toPracticeRow` does: the face value left in each year from the practice's (`unexpiredFaceValueByYear`)
 * and whether a bank holds the credit. A baseline from before them has neither.
 */
export const fillMarketFacts = async (db: Database) => {
  const { rows } = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'practices_view' AND column_name = 'face_value_from'");
  if (rows.length === 0) return;
  await db.query(`UPDATE practices_view p SET bank_holder = p.transfer_chain ->> 'holder' = 'banca',
    face_value_from = ARRAY(SELECT (SELECT coalesce(sum((r ->> 'amount')::numeric), 0) FROM jsonb_array_elements(p.rate) r WHERE (r ->> 'year')::int >= y)
      FROM generate_series(p.year, coalesce(p.last_rata_year, p.year - 1)) AS y ORDER BY y)`);
};

/** Whether the build measured has the rate listing (issue 45): a baseline from before it is measured on the page alone. */
const hasRateView = async (db: Database) => (await db.query<{ t: string | null }>("SELECT to_regclass('rate_view')::text AS t")).rows[0]!.t !== null;

/**
 * Issue 26: the marketplace page of 12 over 50,000 approved practices on PostgreSQL, through
 * real HTTP on a loopback port, as one buyer: sorted, filtered, with the exact tab counts and tiles.
 */
export const benchMarketplacePage = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    const buyer = await createFastUser(t);
    await seedMarketplace(t.database, buyer.id);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const at = `${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    const lines: BenchLine[] = [];
    for (const [name, params] of (await hasRateView(t.database)) ? Object.entries(ratePages) : []) {
      const samples = await latencies(`${origin}${apiRoutes.marketplaceRate}?${query(params)}`, buyer.cookie);
      lines.push({ name: `marketplace rate of 12, ${name}, median (${at})`, value: percentile(samples, 0.5), unit: 'ms' });
      lines.push({ name: `marketplace rate of 12, ${name}, p99 (${at})`, value: percentile(samples, 0.99), unit: 'ms', target: 50, lowerIsBetter: true });
    }
    for (const [name, params] of Object.entries(pages)) {
      const samples = await latencies(`${origin}${apiRoutes.marketplace}?${query(params)}`, buyer.cookie);
      lines.push({ name: `marketplace page of 12, ${name}, median (${at})`, value: percentile(samples, 0.5), unit: 'ms' });
      lines.push({ name: `marketplace page of 12, ${name}, p99 (${at})`, value: percentile(samples, 0.99), unit: 'ms', target: 50, lowerIsBetter: true });
    }
    return lines;
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchMarketplacePage);
