import { apiRoutes, marketplacePageMessages as m, type MarketplacePageResponse, type MarketplacePractice } from '@pratiche/contracts';
import { netPrice, type PracticeDetails } from '@pratiche/domain';
import { createApprovedPractice, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { createSeller, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

/**
 * `GET /api/marketplace?page=…` (issue 26). Each test lists its own practices under a tribute
 * code of its own (events written straight, so any code goes), and filters on it: the file's
 * tests share one database.
 */
describe('marketplace page: paging, sorting, filters, exact counts and tiles (issue 26)', () => {
  const t = useTestApp();
  let codes = 0;

  type Agent = FastUser['agent'];
  const page = async (agent: Agent, params: Record<string, string | number>) => {
    const res = await agent.get(apiRoutes.marketplace).query(params);
    if (res.status !== 200) throw new Error(`page failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as MarketplacePageResponse;
  };
  const ids = (body: MarketplacePageResponse) => body.items.map((item) => item.id);

  /** A seller and approved practices with the given terms under a fresh tribute code. */
  const listed = async (terms: Partial<PracticeDetails>[]) => {
    const tributeCode = `Z${++codes}`;
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceIds: number[] = [];
    for (const term of terms) practiceIds.push(await createApprovedPractice(t, seller.id, { tributeCode, ...term }));
    return { tributeCode, seller, practiceIds };
  };

  it('compatibility: without page the answer is spec 7 array of every practice, whatever else is asked', async () => {
    const { practiceIds } = await listed([{}]);
    const buyer = await createFastUser(t);
    for (const query of [{}, { sort: 'amount', pageSize: 1, tributeCode: 'nothing' }]) {
      const res = await buyer.agent.get(apiRoutes.marketplace).query(query).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      const practice = (res.body as MarketplacePractice[]).find((p) => p.id === practiceIds[0]);
      expect(practice).toBeDefined();
      expect(practice).not.toHaveProperty('netPrice');
    }
  });

  it('paging: pages of pageSize divide the filtered practices, none twice, none left out; pageSize defaults to 12', async () => {
    const { tributeCode, practiceIds } = await listed(Array.from({ length: 5 }, () => ({})));
    const buyer = await createFastUser(t);
    const pages = [1, 2, 3].map((n) => page(buyer.agent, { page: n, pageSize: 2, tributeCode }));
    const [first, second, third] = await Promise.all(pages);
    expect([first!.items.length, second!.items.length, third!.items.length]).toEqual([2, 2, 1]);
    expect([first, second, third].every((p) => p!.total === 5)).toBe(true);
    expect([...ids(first!), ...ids(second!), ...ids(third!)].sort()).toEqual([...practiceIds].sort());
    expect((await page(buyer.agent, { page: 4, pageSize: 2, tributeCode })).items).toEqual([]);
    const byDefault = await page(buyer.agent, { page: 1 });
    expect(byDefault.pageSize).toBe(12);
    expect(byDefault.items.length).toBeLessThanOrEqual(12);
  });

  it('each sort orders by its key both ways, ties broken by id in the same direction (stable)', async () => {
    const terms = [
      { discount: 10, amount: 30_000, year: 2027 },
      { discount: 30, amount: 10_000, year: 2029 },
      { discount: 20, amount: 50_000, year: 2028 },
      { discount: 20, amount: 20_000, year: 2028 },
    ];
    const {
      tributeCode,
      practiceIds: [a, b, c, d],
    } = await listed(terms);
    const buyer = await createFastUser(t);
    const sorted = async (sort: string, order: string) => ids(await page(buyer.agent, { page: 1, sort, order, tributeCode }));
    expect(await sorted('discount', 'desc')).toEqual([b, d, c, a]);
    expect(await sorted('discount', 'asc')).toEqual([a, c, d, b]);
    expect(await sorted('amount', 'desc')).toEqual([c, a, d, b]);
    expect(await sorted('amount', 'asc')).toEqual([b, d, a, c]);
    expect(await sorted('year', 'desc')).toEqual([b, d, c, a]);
    expect(await sorted('year', 'asc')).toEqual([a, c, d, b]);
    // Net prices: a 27,000, b 7,000, c 40,000, d 16,000.
    expect(await sorted('netPrice', 'asc')).toEqual([b, d, a, c]);
    expect(await sorted('netPrice', 'desc')).toEqual([c, a, d, b]);
    // Approved in id order (one after the other): the most recent listing first.
    expect(await sorted('recent', 'desc')).toEqual([d, c, b, a]);
    expect(await sorted('recent', 'asc')).toEqual([a, b, c, d]);
  });

  it("items carry 'Prezzo netto' (the domain's netPrice), the date listed (the approval) and the documents per category", async () => {
    const { tributeCode } = await listed([{ amount: 150_000.5, discount: 12.5 }]);
    const buyer = await createFastUser(t);
    const [item] = (await page(buyer.agent, { page: 1, tributeCode })).items;
    expect(item!.netPrice).toBe(netPrice(150_000.5, 12.5));
    expect(item!.netPrice).toBe(131_250.44);
    expect(item!.listedAt).toBe(item!.approvedAt);
    expect(item!.listedAt).not.toBeNull();
    expect(item!.documentCounts).toEqual({ societari: 0, fiscali: 0 });
  });

  it('each filter: type, discount band (100 % in the last), amount range, year range, tribute code', async () => {
    const {
      tributeCode,
      practiceIds: [a, b, c],
    } = await listed([
      { type: 'SUPERBONUS_110', discount: 100, amount: 5_000, year: 2027 },
      { type: 'CREDITO_IVA', discount: 95, amount: 50_000, year: 2029 },
      { type: 'CREDITO_IVA', discount: 15, amount: 500_000, year: 2031 },
    ]);
    const buyer = await createFastUser(t);
    const found = async (filters: Record<string, string | number>) =>
      ids(await page(buyer.agent, { page: 1, tributeCode, sort: 'amount', order: 'asc', ...filters }));
    expect(await found({})).toEqual([a, b, c]);
    expect(await found({ type: 'CREDITO_IVA' })).toEqual([b, c]);
    expect(await found({ discountBucket: 9 })).toEqual([a, b]);
    expect(await found({ discountBucket: 1 })).toEqual([c]);
    expect(await found({ amountMin: 50_000 })).toEqual([b, c]);
    expect(await found({ amountMax: 50_000 })).toEqual([a, b]);
    expect(await found({ amountMin: 6_000, amountMax: 400_000 })).toEqual([b]);
    expect(await found({ yearMin: 2029 })).toEqual([b, c]);
    expect(await found({ yearMin: 2028, yearMax: 2030 })).toEqual([b]);
    expect(await found({ tributeCode: 'nessuno' })).toEqual([]);
  });

  it("search: the practice number, type label, year and tribute code; the seller's company only once bought", async () => {
    const { seller, practiceIds } = await listed([
      { type: 'SUPERBONUS_110', year: 2033, tributeCode: '7771' },
      { type: 'CREDITO_IVA', year: 2034, tributeCode: null },
    ]);
    const [a, b] = practiceIds;
    const buyer = await createFastUser(t, { credits: 10 });
    // This test's practices among every match (the file's practices share the database).
    const found = async (search: string) =>
      ids(await page(buyer.agent, { page: 1, pageSize: 100, search, sort: 'year', order: 'asc' })).filter((id) => practiceIds.includes(id));
    expect(await found(String(b))).toEqual([b]);
    expect(await found('credito iva')).toEqual([b]);
    expect(await found('2033')).toEqual([a]);
    expect(await found('777')).toEqual([a]);
    const company = await companyOf(seller.id);
    expect(await found(company)).toEqual([]);
    await buyer.agent.post(apiRoutes.marketplaceView(a!)).send({ accessType: 'base' }).expect(200);
    expect(await found(company.toUpperCase())).toEqual([a]);
  });

  it("practiceId: that practice alone, though a search for its number would match others' tribute codes too", async () => {
    const { practiceIds } = await listed([{ tributeCode: '7701' }, { tributeCode: '7701' }]);
    const [first, second] = practiceIds;
    const buyer = await createFastUser(t);
    expect(ids(await page(buyer.agent, { page: 1, pageSize: 100, practiceId: first! }))).toEqual([first]);
    expect(ids(await page(buyer.agent, { page: 1, pageSize: 100, practiceId: second!, tab: 'disponibili' }))).toEqual([second]);
    expect(ids(await page(buyer.agent, { page: 1, practiceId: 2_147_483_647 }))).toEqual([]);
  });

  const companyOf = async (userId: number) => {
    const { rows } = await t.database.query<{ company_name: string }>('SELECT company_name FROM users_view WHERE id = $1', [userId]);
    return rows[0]!.company_name;
  };

  it('tab counts are exact and the tiles follow the filters; a tab pages only its practices', async () => {
    const terms = [
      { amount: 10_000, discount: 10, type: 'SUPERBONUS_110' as const },
      { amount: 20_000, discount: 20, type: 'SUPERBONUS_110' as const },
      { amount: 30_000, discount: 30, type: 'CREDITO_IVA' as const },
      { amount: 40_000, discount: 40, type: 'CREDITO_IVA' as const },
    ];
    const {
      tributeCode,
      seller,
      practiceIds: [bought, reserved, sold, free],
    } = await listed(terms);
    const [buyer, other] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 100 })];
    await buyer.agent.post(apiRoutes.marketplaceView(bought!)).send({ accessType: 'base' }).expect(200);
    await other.agent.post(apiRoutes.marketplaceExclusive(reserved!)).send({ hours: 24 }).expect(200);
    const sellerAgent = seller.agent;
    await sellerAgent.patch(apiRoutes.practiceSaleStatus(sold!)).send({ saleStatus: 'ceduta', viaPortal: true }).expect(200);

    const all = await page(buyer.agent, { page: 1, tributeCode });
    expect(all.counts).toEqual({ disponibili: 1, acquistate: 1, in_trattativa: 1, cedute: 1 });
    expect(all.summary).toEqual({ total: 4, available: 1, totalValue: 100_000, averageDiscount: 25 });
    expect(all.total).toBe(4);

    const iva = await page(buyer.agent, { page: 1, tributeCode, type: 'CREDITO_IVA' });
    expect(iva.counts).toEqual({ disponibili: 1, acquistate: 0, in_trattativa: 0, cedute: 1 });
    expect(iva.summary).toEqual({ total: 2, available: 1, totalValue: 70_000, averageDiscount: 35 });

    const inTab = await page(buyer.agent, { page: 1, tributeCode, tab: 'acquistate' });
    expect(ids(inTab)).toEqual([bought]);
    expect(inTab.total).toBe(1);
    expect(ids(await page(buyer.agent, { page: 1, tributeCode, tab: 'in_trattativa' }))).toEqual([reserved]);
    expect(ids(await page(buyer.agent, { page: 1, tributeCode, tab: 'cedute' }))).toEqual([sold]);
    // Not bought is the anti join on practice_access (marketplace-page.sql): the bought practice is not available to its buyer.
    expect(ids(await page(buyer.agent, { page: 1, tributeCode, tab: 'disponibili' }))).toEqual([free]);
  });

  it("another buyer's running exclusivity reads as reserved until its end; to its holder it does not", async () => {
    const {
      tributeCode,
      practiceIds: [id],
    } = await listed([{}]);
    const [holder, other] = [await createFastUser(t, { credits: 100 }), await createFastUser(t)];
    await holder.agent.post(apiRoutes.marketplaceExclusive(id!)).send({ hours: 24 }).expect(200);
    const [seenByOther] = (await page(other.agent, { page: 1, tributeCode })).items;
    expect(seenByOther!.reservedUntil).not.toBeNull();
    expect(seenByOther!.reservedUntil).toBe(seenByOther!.exclusiveUntil);
    const [seenByHolder] = (await page(holder.agent, { page: 1, tributeCode })).items;
    expect(seenByHolder!.isExclusiveHolder).toBe(true);
    expect(seenByHolder!.reservedUntil).toBeNull();
  });

  it('other sellers only: a buyer who also sells never finds his own practices on a page', async () => {
    const both = await createFastUser(t, { isCedente: true, isCessionario: true });
    const tributeCode = `Z${++codes}`;
    const own = await createApprovedPractice(t, both.id, { tributeCode });
    const { practiceIds } = await listed([{}]);
    const body = await page(both.agent, { page: 1, pageSize: 100, tributeCode });
    expect(ids(body)).not.toContain(own);
    expect(body.total).toBe(0);
    expect(practiceIds).toHaveLength(1);
  });

  it('document counts only: before a purchase the page tells how many documents per category, never their files or names', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto-segreto.pdf', 'visura-segreta.pdf'], fiscali: ['f24-segreto.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const buyer = await createFastUser(t, { credits: 10 });
    const before = await buyer.agent
      .get(apiRoutes.marketplace)
      .query({ page: 1, search: String(practice.id), pageSize: 100 })
      .expect(200);
    const item = (before.body as MarketplacePageResponse).items.find((i) => i.id === practice.id)!;
    expect(item.documentCounts).toEqual({ societari: 2, fiscali: 1 });
    expect(item.documents).toBeNull();
    const filenames = [...practice.documents.societari, ...practice.documents.fiscali].map((d) => d.filename);
    for (const secret of ['segret', ...filenames]) expect(before.text).not.toContain(secret);

    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    const after = await page(buyer.agent, { page: 1, search: String(practice.id), pageSize: 100 });
    expect(after.items.find((i) => i.id === practice.id)!.documents!.societari).toHaveLength(2);
  });

  it('bad query: 400 with the Italian message, for each kind of bad parameter', async () => {
    const buyer = await createFastUser(t);
    const cases: [Record<string, string | number>, string][] = [
      [{ page: 0 }, 'Numero di pagina non valido'],
      [{ page: 'uno' }, 'Numero di pagina non valido'],
      [{ page: 1, pageSize: 101 }, 'Numero di elementi per pagina non valido'],
      [{ page: 1, sort: 'price' }, m.sort],
      [{ page: 1, order: 'up' }, m.order],
      [{ page: 1, tab: 'tutte' }, m.tab],
      [{ page: 1, type: 'BONUS' }, m.type],
      [{ page: 1, discountBucket: 10 }, m.discountBucket],
      [{ page: 1, amountMin: -1 }, m.amount],
      [{ page: 1, amountMin: 'molto' }, m.amount],
      [{ page: 1, amountMin: 100, amountMax: 10 }, m.amountRange],
      [{ page: 1, yearMin: 2030, yearMax: 2027 }, m.yearRange],
      [{ page: 1, yearMax: 'ieri' }, m.year],
      [{ page: 1, tributeCode: "7701'; --" }, m.tributeCode],
      [{ page: 1, search: 'x'.repeat(101) }, m.search],
      [{ page: 1, practiceId: 0 }, m.practiceId],
      [{ page: 1, practiceId: 'sette' }, m.practiceId],
    ];
    for (const [query, message] of cases) {
      const res = await buyer.agent.get(apiRoutes.marketplace).query(query);
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error: message });
    }
  });

  it('only buyers: a seller who is not a cessionario is refused a page too', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await seller.agent.get(apiRoutes.marketplace).query({ page: 1 })).status).toBe(403);
  });
});
