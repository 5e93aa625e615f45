import { apiRoutes, type PracticePageResponse, type PracticeResponse } from '@pratiche/contracts';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { createSeller, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/practices (spec 2 /practices and /admin practices tab, spec 7)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let other: Awaited<ReturnType<typeof createSeller>>;
  let mine: PracticeResponse[];
  let theirs: PracticeResponse;
  beforeAll(async () => {
    seller = await createSeller(t);
    other = await createSeller(t);
    const year = new Date().getFullYear();
    mine = [
      await submitPractice(seller.agent, { body: { type: 'SUPERBONUS_110', tributeCode: '7701', amount: 5_000.55, year } }),
      await submitPractice(seller.agent, { body: { type: 'SISMA_BONUS', tributeCode: '7703', amount: 250_000, year: year + 2 } }),
      await submitPractice(seller.agent, { body: { type: 'CREDITO_IVA', tributeCode: null, amount: 50_000, year: year + 1 } }),
    ];
    theirs = await submitPractice(other.agent, { body: { type: 'BONUS_FACCIATE', tributeCode: '7705', amount: 75_000 } });
    await reviewPractice(t, mine[1]!.id, 'approved');
    await reviewPractice(t, theirs.id, 'integration_required', 'Manca la visura');
  });

  const ids = (list: PracticeResponse[]) => list.map((p) => p.id);

  it('without parameters a seller gets the full list of his own practices only, newest first', async () => {
    const res = await seller.agent.get(apiRoutes.practices);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(mine).reverse());
  });

  it("without parameters an admin gets everyone's practices, with the cedente's company", async () => {
    const admin = await signInAsAdmin(t);
    const list: PracticeResponse[] = (await admin.get(apiRoutes.practices)).body;
    expect(ids(list)).toEqual([theirs.id, ...ids(mine).reverse()]);
    expect(list[0]!.sellerCompanyName).toBe(other.user.companyName);
  });

  it('the full list equals the same practices answered one page at a time', async () => {
    const admin = await signInAsAdmin(t);
    const full = await admin.get(apiRoutes.practices);
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(full.headers['cache-control']).toContain('no-store');
    const paged: PracticePageResponse = (await admin.get(apiRoutes.practices).query({ pageSize: 200, sortField: 'createdAt' })).body;
    expect(full.body).toEqual(paged.data);
    // The approved one carries approvedAt and its comment; CREDITO_IVA has no tribute code.
    expect(full.body.find((p: PracticeResponse) => p.id === mine[1]!.id).metadata.approvedAt).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(full.body.find((p: PracticeResponse) => p.id === theirs.id).comments).toEqual([{ date: expect.any(String), text: 'Manca la visura' }]);
  });

  it("a buyer-only user: 403 'Devi essere registrato come Cedente per accedere a questa pagina.'", async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const res = await buyer.agent.get(apiRoutes.practices);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere registrato come Cedente per accedere a questa pagina.');
  });

  describe("with ProTable's parameters: one page, filtered, searched and sorted in the database", () => {
    const page = async (query: Record<string, string | number>, agent = seller.agent) => {
      const res = await agent.get(apiRoutes.practices).query(query);
      expect(res.status).toBe(200);
      return res.body as PracticePageResponse;
    };

    it('pages: current and pageSize, with the total and success for ProTable', async () => {
      const first = await page({ current: 1, pageSize: 2 });
      expect(first).toMatchObject({ total: 3, success: true, current: 1, pageSize: 2 });
      expect(ids(first.data)).toEqual([mine[2]!.id, mine[1]!.id]);
      expect(ids((await page({ current: 2, pageSize: 2 })).data)).toEqual([mine[0]!.id]);
    });

    it('sorts by a field: amount descending on first click, ascending when asked', async () => {
      expect(ids((await page({ sortField: 'amount' })).data)).toEqual([mine[1]!.id, mine[2]!.id, mine[0]!.id]);
      expect(ids((await page({ sortField: 'amount', sortOrder: 'ascend' })).data)).toEqual([mine[0]!.id, mine[2]!.id, mine[1]!.id]);
      expect(ids((await page({ sortField: 'year', sortOrder: 'descend' })).data)).toEqual([mine[1]!.id, mine[2]!.id, mine[0]!.id]);
    });

    it('filters by status', async () => {
      expect(ids((await page({ status: 'approved' })).data)).toEqual([mine[1]!.id]);
    });

    it('searches by type label, tribute code, id and minimum amount', async () => {
      expect(ids((await page({ keyword: 'sisma' })).data)).toEqual([mine[1]!.id]);
      expect(ids((await page({ keyword: 'Credito IVA' })).data)).toEqual([mine[2]!.id]);
      // A number matches amounts at or above it too (spec 2): only the tribute code brings in the 5,000 practice.
      expect(ids((await page({ keyword: '7701' })).data)).toEqual([mine[2]!.id, mine[1]!.id, mine[0]!.id]);
      expect((await page({ keyword: '9999999' })).total).toBe(0);
      expect(ids((await page({ keyword: '50.000' })).data)).toEqual([mine[2]!.id, mine[1]!.id]);
      expect(ids((await page({ keyword: String(mine[0]!.id) })).data)).toContain(mine[0]!.id);
    });

    it("an admin searches by the cedente's company name and sorts by cedente", async () => {
      const admin = await signInAsAdmin(t);
      const found = await page({ keyword: other.user.companyName.slice(0, 14).toUpperCase() }, admin);
      expect(ids(found.data)).toEqual([theirs.id]);
      const byStatus = await page({ status: 'integration_required' }, admin);
      expect(ids(byStatus.data)).toEqual([theirs.id]);
      const sorted = await page({ sortField: 'cedente', pageSize: 50 }, admin);
      expect(sorted.total).toBe(4);
    });

    it("issue 26: a number typed in the admin's search puts the practice with that id first, whatever the sort", async () => {
      const admin = await signInAsAdmin(t);
      // The id is small, so every practice's amount reaches it too: all match, the id's own comes first.
      const found = await page({ keyword: String(theirs.id), sortField: 'amount', sortOrder: 'descend' }, admin);
      expect(found.total).toBe(4);
      expect(found.data[0]!.id).toBe(theirs.id);
      const rest = found.data.slice(1).map((p) => p.amount);
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
    });

    it("a seller never sees another seller's practice, whatever he searches", async () => {
      expect((await page({ keyword: String(theirs.id) })).data.map((p) => p.userId)).not.toContain(other.user.id);
      expect((await page({ keyword: 'facciate' })).total).toBe(0);
    });

    it('an invalid parameter: 400', async () => {
      expect((await seller.agent.get(apiRoutes.practices).query({ sortField: 'password' })).status).toBe(400);
      expect((await seller.agent.get(apiRoutes.practices).query({ pageSize: 100_000 })).status).toBe(400);
    });
  });
});
