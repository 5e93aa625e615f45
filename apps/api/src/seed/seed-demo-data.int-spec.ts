import { creditTypeKeys, lastRataYear } from '@pratiche/domain';
import { allProjections } from '../app.projections';
import { verifyProjections } from '../infrastructure/projections/verify-projections';
import { PracticesReader } from '../modules/practice/practices.reader';
import { walletBalance } from '../testing/marketplace';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSeedClock } from './seed-clock';
import { seedDemoData, type SeedResult } from './seed-demo-data';

const values = async (t: TestApp, sql: string) => (await t.database.query<{ v: string }>(sql)).rows.map((r) => r.v).sort();

describe('seedDemoData (issue 8: the demo data of `npm run seed`)', () => {
  let t: TestApp;
  let first: SeedResult;
  const clock = createSeedClock();

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    first = await seedDemoData(t.app, { users: 6, practices: 20, clock });
  }, 120_000);
  afterAll(() => t.close());

  it('registers the companies with the demo seller and buyer among them, in every account status', async () => {
    expect(first.skipped).toBe(false);
    const names = await values(t, `SELECT username AS v FROM users_view WHERE NOT is_admin`);
    expect(names).toHaveLength(6);
    expect(names).toEqual(expect.arrayContaining([first.accounts.seller.username, first.accounts.buyer.username]));
    expect(await values(t, 'SELECT DISTINCT status AS v FROM users_view')).toEqual(['active', 'blocked', 'pending', 'rejected']);
  });

  it('submits practices of every type, in every review state, with documents', async () => {
    expect(await values(t, 'SELECT DISTINCT type AS v FROM practices_view')).toEqual([...creditTypeKeys].sort());
    expect(await values(t, 'SELECT DISTINCT status AS v FROM practices_view')).toEqual(['approved', 'integration_required', 'pending', 'rejected']);
    expect(await values(t, `SELECT count(*)::text AS v FROM events WHERE type = 'PracticeResubmitted'`)).not.toEqual(['0']);
    expect(await values(t, `SELECT count(*)::text AS v FROM practices_view WHERE jsonb_array_length(documents -> 'fiscali') = 0`)).toEqual(['0']);
  });

  it('sells them on the marketplace: base and exclusive purchases, a running and an ended exclusivity, sales', async () => {
    expect(await values(t, 'SELECT DISTINCT sale_status AS v FROM practices_view')).toEqual(['ceduta', 'disponibile', 'in_trattativa']);
    expect(await values(t, 'SELECT DISTINCT access_type AS v FROM practice_access')).toEqual(['base', 'exclusive']);
    expect(await values(t, `SELECT count(*)::text AS v FROM events WHERE type = 'ExclusivityExpired'`)).not.toEqual(['0']);
  });

  it('issue 27: schedules by type and transfer chains; approved ones have every code and someone who may buy them', async () => {
    expect(await values(t, `SELECT DISTINCT buyable_by AS v FROM practices_view WHERE status = 'approved'`)).toEqual([
      'chiunque',
      'correntisti',
      'qualificati',
    ]);
    // Longer schedules than the Superbonus's four, none past the last year its bonus allows (issue 45, rata-year-bounds.ts).
    expect(Number((await values(t, `SELECT max(jsonb_array_length(rate))::text AS v FROM practices_view`))[0])).toBeGreaterThan(5);
    const bounds = creditTypeKeys.flatMap((type) => (lastRataYear(type) === null ? [] : [`('${type}', ${lastRataYear(type)})`])).join(', ');
    const pastBound = `SELECT count(*)::text AS v FROM practices_view p JOIN (VALUES ${bounds}) AS b(type, last) ON b.type = p.type,
      jsonb_array_elements(p.rate) r WHERE (r ->> 'year')::int > b.last`;
    expect(await values(t, pastBound)).toEqual(['0']);
    const missingCodes = `SELECT count(*)::text AS v FROM practices_view p, jsonb_array_elements(p.rate) r
      WHERE p.status = 'approved' AND p.schedule_declared AND r ->> 'code' IS NULL`;
    expect(await values(t, missingCodes)).toEqual(['0']);
    expect(
      await values(
        t,
        `SELECT DISTINCT (r ->> 'code' ~ '^R[0-9]+$')::text AS v FROM practices_view p, jsonb_array_elements(p.rate) r WHERE r ->> 'code' IS NOT NULL`,
      ),
    ).toEqual(['true']);
  });

  it('issue 27: the demo buyer is a verified bank, and the credits past their free transfer were sold to it alone', async () => {
    const verified = `SELECT u.username AS v FROM events e JOIN users_view u ON u.id = (e.data ->> 'userId')::int WHERE e.type = 'BuyerKindVerified'`;
    expect(await values(t, verified)).toEqual([first.accounts.buyer.username]);
    const qualifiedBuyers = `SELECT DISTINCT u.username AS v FROM practice_access a JOIN practices_view p ON p.id = a.practice_id
      JOIN users_view u ON u.id = a.user_id WHERE p.buyable_by = 'qualificati'`;
    expect(await values(t, qualifiedBuyers)).toEqual([first.accounts.buyer.username]);
  });

  it("issue 28: typed documents; 'Documentazione 6-bis completa' on a couple of practices, documents missing on the others, a rejected document, a credit 'Da riconfermare'", async () => {
    const practices = await t.app.get(PracticesReader).all({ kind: 'all' });
    const documents = practices.flatMap((p) => [...p.documents.societari, ...p.documents.fiscali]);
    expect(new Set(documents.map((d) => d.docType)).size).toBeGreaterThan(8);
    expect(documents.some((d) => d.review?.decision === 'rejected' && d.review.reason)).toBe(true);
    const complete = practices.filter((p) => p.documentazione6bisCompleta);
    expect(complete.length).toBeGreaterThanOrEqual(2);
    for (const p of complete) expect(p).toMatchObject({ status: 'approved', dueDiligence: { missing: [], completeness: 100 } });
    expect(practices.filter((p) => p.dueDiligence.missing.length > 0).length).toBeGreaterThan(practices.length / 2);
    expect(practices.filter((p) => p.reconfirmationDue)).toHaveLength(1);
  });

  it('credits wallets by package payments, admin top-ups and test credits', async () => {
    expect(await values(t, `SELECT DISTINCT type AS v FROM events WHERE stream_id LIKE 'wallet-%'`)).toEqual([
      'CreditsAdded',
      'CreditsPurchased',
      'CreditsSpent',
    ]);
    expect(await values(t, `SELECT DISTINCT data ->> 'method' AS v FROM events WHERE type = 'CreditsAdded'`)).toEqual(['pin', 'simulation']);
  });

  it('conservation: every balance equals the sum of its wallet events', async () => {
    const { rows } = await t.database.query<{ id: number; wallet_balance: number }>('SELECT id, wallet_balance FROM users_view');
    for (const row of rows) expect(row.wallet_balance).toBe(await walletBalance(t, row.id));
  });

  it('read models match a rebuild of the log (projections:verify)', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('a second run adds nothing', async () => {
    const count = () => values(t, 'SELECT count(*)::text AS v FROM events');
    const before = await count();
    expect((await seedDemoData(t.app, { users: 6, practices: 20, clock })).skipped).toBe(true);
    expect(await count()).toEqual(before);
  });
});
