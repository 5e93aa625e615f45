import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { creditTypeKeys, creditTypes, usualInstalments } from '@pratiche/domain';
import type { Database } from '../apps/api/src/infrastructure/database/database';
import { createTestApp } from '../apps/api/src/testing/test-app';
import { latencies, query, signInAsAdmin } from './http-timing';
import { fillMarketFacts } from './marketplace-page';
import { percentile, reportWhenRun, type BenchLine } from './report';

const PRACTICES = 50_000;
const SELLERS = 1_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The admin tab as ProTable asks for it: a page of 20, a company-name search, sorted by amount. */
const pageQuery = { current: 1, pageSize: 20, keyword: 'azienda 42', sortField: 'amount', sortOrder: 'descend' } as const;

/**
 * The bench measures the read path only, so it fills the read models directly (no events to
 * seal and replay): SELLERS approved cedenti and PRACTICES practices spread over them, the
 * types, statuses, amounts and years varied so every index has a real spread; each practice has
 * its type's usual rate (with codes) and seven in ten an unstarted chain (issue 27).
 */
export const seedReadModels = async (db: Database) => {
  const types = `ARRAY[${creditTypeKeys.map((k) => `'${k}'`).join(', ')}]`;
  const codes = [...new Set(creditTypeKeys.flatMap((k) => creditTypes[k].tributeCodes))];
  const codeArray = `ARRAY[${codes.map((c) => `'${c}'`).join(', ')}]`;
  await db.exec(`
    INSERT INTO users_view (id, username, company_name, vat_number, legal_rep_name, phone, email, is_cedente, is_cessionario, status, created_at)
    SELECT 100000 + n, 'utente' || n, 'Azienda ' || n || ' S.r.l.', lpad(n::text, 11, '0'), 'Mario Rossi', '3331234567',
      'utente' || n || '@example.it', true, n % 2 = 0, 'active', '2026-01-01T00:00:00Z'
    FROM generate_series(1, ${SELLERS}) AS n;
    INSERT INTO practices_view (id, user_id, type, year, amount, discount, is_traceable, tribute_code, num_sites, documents,
      status, sale_status, comments, created_at, rate, transfer_chain, schedule_declared, buyable_by, last_rata_year,
      due_diligence_facts, document_reviews, last_confirmed_at, six_bis_applies, dd_unapproved)
    SELECT n, 100001 + n % ${SELLERS}, (${types})[t], year, amount, discount, n % 3 = 0, (${codeArray})[1 + n % ${codes.length}], 1 + n % 4,
      '{"societari": [{"originalName": "visura.pdf", "filename": "a.pdf", "docType": "visura_camerale", "issuedOn": "2026-01-01", "uploadedAt": null, "uploadedBy": null}],
        "fiscali": [{"originalName": "fatture.pdf", "filename": "b.pdf", "docType": "fatture", "issuedOn": null, "uploadedAt": null, "uploadedBy": null}]}'::jsonb,
      (ARRAY['pending', 'approved', 'rejected', 'integration_required'])[1 + n % 4], 'disponibile', '[]'::jsonb,
      '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute',
      (SELECT coalesce(jsonb_agg(jsonb_build_object('year', year + i, 'amount', CASE WHEN i = 0 THEN amount - share * (rate_count - 1) ELSE share END,
         'code', 'R' || n || 'X' || i) ORDER BY i), '[]'::jsonb) FROM generate_series(0, rate_count - 1) AS i),
      jsonb_build_object('freeTransferUsed', n % 10 >= 7, 'qualifiedTransfers', CASE WHEN n % 10 = 9 THEN 3 WHEN n % 10 >= 7 THEN 1 ELSE 0 END,
        'holder', CASE WHEN n % 10 >= 7 THEN 'banca' ELSE 'beneficiario' END),
      rate_count > 0, CASE WHEN rate_count = 0 OR n % 10 < 7 THEN 'chiunque' WHEN n % 10 = 9 THEN 'correntisti' ELSE 'qualificati' END,
      CASE WHEN rate_count > 0 THEN year + rate_count - 1 END,
      jsonb_build_object('commonParts', n % 4 = 0, 'worksAmount', amount, 'ediliziaLibera', false, 'stage', 'fine_lavori', 'sellerIsBank', false,
        'companyRegisteredOn', null),
      '{}'::jsonb, '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute', (${types})[t] <> 'CREDITO_IVA', 15
    FROM (SELECT n, t, year, amount, discount, rate_count, floor(amount * 100 / greatest(rate_count, 1)) / 100 AS share
      FROM (SELECT n, 1 + n % ${creditTypeKeys.length} AS t, 2026 + n % 5 AS year, (1000 + (n * 7919) % 999000)::numeric AS amount, 10 + n % 20 AS discount,
          (ARRAY[${creditTypeKeys.map((k) => usualInstalments[k]).join(', ')}])[1 + n % ${creditTypeKeys.length}] AS rate_count
        FROM generate_series(1, ${PRACTICES}) AS n) AS facts) AS terms;
    ANALYZE users_view;
  `);
  await fillMarketFacts(db);
  await db.query('ANALYZE practices_view');
};

/**
 * Issue 5: the admin's practice list with 50,000 practices on PostgreSQL, through real HTTP on a
 * loopback port: one page of 20 searched and sorted, and the spec's full unpaginated list.
 */
export const benchPractices = async (): Promise<BenchLine[]> => {
  process.env.DATABASE_URL = serverUrl;
  const t = await createTestApp();
  try {
    await seedReadModels(t.database);
    await t.app.listen(0, '127.0.0.1');
    const origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
    const cookie = await signInAsAdmin(origin);
    const page = await latencies(`${origin}${apiRoutes.practices}?${query(pageQuery)}`, cookie);
    const full = await latencies(`${origin}${apiRoutes.practices}`, cookie);
    const at = `${PRACTICES.toLocaleString('en')} practices, PostgreSQL`;
    return [
      { name: `practices page of 20, search + sort, median (${at})`, value: percentile(page, 0.5), unit: 'ms' },
      { name: `practices page of 20, search + sort, p99 (${at})`, value: percentile(page, 0.99), unit: 'ms', target: 50, lowerIsBetter: true },
      { name: `practices full list, median (${at})`, value: percentile(full, 0.5), unit: 'ms' },
      { name: `practices full list, p99 (${at})`, value: percentile(full, 0.99), unit: 'ms', target: 1500, lowerIsBetter: true },
    ];
  } finally {
    await t.close();
  }
};

reportWhenRun(module, benchPractices);
