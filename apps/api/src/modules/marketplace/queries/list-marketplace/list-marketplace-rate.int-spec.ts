import { apiRoutes, marketplaceRateMessages as m, type MarketplacePageResponse, type MarketplaceRateResponse } from '@pratiche/contracts';
import {
  creditMessages,
  daysLeftToTransfer,
  italianDay,
  lastTransferDay,
  netPrice,
  pricePer100,
  type PracticeRata,
  type Rata,
  type RataCategory,
} from '@pratiche/domain';
import { allProjections } from '../../../../app.projections';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { signInAsAdmin } from '../../../../testing/accounts';
import { createFastUser, type FastUser } from '../../../../testing/marketplace';
import { acceptedOffer, completeClosing, twoRate } from '../../../../testing/negotiations';
import { useTestApp } from '../../../../testing/test-app';
import { chains, createCreditPractice, type CreditPracticeTerms } from '../../credit-practices.spec-helper';

/**
 * `GET /api/marketplace/rate` (issue 45): one row per rata on sale. Each test lists its practices
 * in years of its own (events written straight, so any year goes) and filters on them: the file's
 * tests share one database.
 */
describe('marketplace rate listing: one row per rata on sale, filtered, sorted, paged (issue 45)', () => {
  const t = useTestApp();
  let decade = 2030;

  const rate = async (buyer: FastUser, query: Record<string, string | number>) => {
    const res = await buyer.agent.get(apiRoutes.marketplaceRate).query(query);
    if (res.status !== 200) throw new Error(`rate failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as MarketplaceRateResponse;
  };
  const keys = (body: MarketplaceRateResponse) => body.items.map((r) => `${r.practiceId}/${r.year}`);

  /** Rate with the Piattaforma's facts; `facts` overrides those of the rata of each year. */
  const rataOf = (rate: Rata[], facts: Record<number, Partial<PracticeRata>> = {}): PracticeRata[] =>
    rate.map((r) => ({ ...r, id: String(r.year), category: 'chiunque' as RataCategory, residualAmount: r.amount, offsetChosen: false, ...facts[r.year] }));

  /** A fresh seller and years of this test's own: `base` and its filter range. */
  const scene = async () => {
    decade += 6;
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const base = decade;
    const list = (terms: Omit<CreditPracticeTerms, 'year'> & { year?: number }) => createCreditPractice(t, seller.id, { year: terms.year ?? base, ...terms });
    return { seller, base, list, range: { yearMin: base, yearMax: base + 4 } };
  };

  it('one row per rata on sale with its facts, the practice price per 100 and the rata price, days left to its last transfer day', async () => {
    const { base, list, range } = await scene();
    const id = await list({
      amount: 30_000,
      discount: 12.5,
      tributeCode: '7701',
      rate: rataOf([
        { year: base, amount: 10_000, code: 'A1' },
        { year: base + 1, amount: 20_000, code: 'A2' },
      ]),
    });
    const buyer = await createFastUser(t);
    const body = await rate(buyer, { page: 1, ...range, sort: 'year', order: 'asc' });
    expect(body.total).toBe(2);
    const per100 = pricePer100(30_000, netPrice(30_000, 12.5));
    const today = italianDay(new Date().toISOString());
    expect(body.items[0]).toEqual({
      practiceId: id,
      rataId: String(base),
      year: base,
      amount: 10_000,
      residualAmount: 10_000,
      category: 'chiunque',
      status: 'disponibile',
      pricePer100: per100,
      price: 8_750,
      daysLeft: daysLeftToTransfer(base, today),
      lastTransferDay: lastTransferDay(base),
      usableUntil: `${base}-12-31`,
      atRisk: false,
      type: 'SUPERBONUS_110',
      tributeCode: '7701',
      discount: 12.5,
      accessType: null,
      canBuy: true,
      cannotBuyReason: null,
    });
    expect(body.items[1]).toMatchObject({ rataId: String(base + 1), amount: 20_000, price: 17_500 });
  });

  it('absent: a rata expired, ceduta with its practice, chosen for offset, non cedibile or with nothing left', async () => {
    const thisYear = Number(italianDay(new Date().toISOString()).slice(0, 4));
    const { seller, base, list, range } = await scene();
    const buyer = await createFastUser(t);
    // The rata of last year is lost (art. 121 c. 3 DL 34/2020); this year's is on sale.
    const expiring = await list({
      year: thisYear - 1,
      amount: 2_000,
      rate: rataOf([
        { year: thisYear - 1, amount: 1_000, code: 'E1' },
        { year: thisYear, amount: 1_000, code: 'E2' },
      ]),
    });
    const current = await rate(buyer, { page: 1, pageSize: 100, yearMin: thisYear - 1, yearMax: thisYear });
    expect(current.items.filter((r) => r.practiceId === expiring).map((r) => r.year)).toEqual([thisYear]);

    const rate4 = [0, 1, 2, 3].map((i) => ({ year: base + i, amount: 1_000, code: `F${i}` }));
    const facts = { [base]: { offsetChosen: true }, [base + 1]: { category: 'non_cedibile' as const }, [base + 2]: { residualAmount: 0 } };
    const filtered = await list({ amount: 4_000, rate: rataOf(rate4, facts) });
    const sold = await list({ amount: 1_000, rate: rataOf([{ year: base, amount: 1_000, code: 'S1' }]) });
    await seller.agent.patch(apiRoutes.practiceSaleStatus(sold)).send({ saleStatus: 'ceduta', viaPortal: false }).expect(200);
    expect(keys(await rate(buyer, { page: 1, ...range, sort: 'year', order: 'asc' }))).toEqual([`${filtered}/${base + 3}`]);
  });

  it('absent: a rata a completed closing made ceduta; the rata it did not cover stays on sale', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [twoRate()[0]!.year], { body: { rate: twoRate() } });
    const [first, second] = twoRate().map((r) => r.year);
    const other = await createFastUser(t);
    const ofPractice = async () =>
      (await rate(other, { page: 1, pageSize: 100, yearMin: first!, yearMax: second! })).items.filter((r) => r.practiceId === practice.id);
    // During the closing both rate are in trattativa (the exclusivity holds the practice open).
    expect((await ofPractice()).map((r) => [r.year, r.status])).toEqual([
      [first, 'in_trattativa'],
      [second, 'in_trattativa'],
    ]);
    await completeClosing(seller.agent, buyer.agent, offerId, 'ADE45001');
    expect((await ofPractice()).map((r) => [r.year, r.status])).toEqual([[second, 'disponibile']]);
  });

  it("status: 'in_trattativa' while another buyer's exclusivity runs, as the practice's rate read; the status filter keeps each", async () => {
    const { base, list, range } = await scene();
    const free = await list({ amount: 1_000, rate: rataOf([{ year: base, amount: 1_000, code: 'T1' }]) });
    const reserved = await list({ amount: 1_000, rate: rataOf([{ year: base, amount: 1_000, code: 'T2' }]) });
    const holder = await createFastUser(t, { credits: 100 });
    await holder.agent.post(apiRoutes.marketplaceExclusive(reserved)).send({ hours: 24 }).expect(200);
    const buyer = await createFastUser(t);
    const all = await rate(buyer, { page: 1, ...range, sort: 'year', order: 'asc' });
    expect(all.items.map((r) => [r.practiceId, r.status])).toEqual([
      [free, 'disponibile'],
      [reserved, 'in_trattativa'],
    ]);
    // The one place the status is computed agrees with the practice's own rate on the marketplace page.
    const pageItems = (
      (await buyer.agent.get(apiRoutes.marketplace).query({ page: 1, pageSize: 100, yearMin: base, yearMax: base }).expect(200)).body as MarketplacePageResponse
    ).items;
    for (const r of all.items) expect(pageItems.find((p) => p.id === r.practiceId)!.rate.find((x) => x.year === r.year)!.status).toBe(r.status);
    expect(keys(await rate(buyer, { page: 1, ...range, status: 'disponibile' }))).toEqual([`${free}/${base}`]);
    expect(keys(await rate(buyer, { page: 1, ...range, status: 'in_trattativa' }))).toEqual([`${reserved}/${base}`]);
  });

  it("issue 45: an exclusivity on one rata leaves the practice's other rata disponibile in the listing", async () => {
    const { base, list } = await scene();
    const two = rataOf([
      { year: base, amount: 1_000, code: 'U1' },
      { year: base + 1, amount: 1_000, code: 'U2' },
    ]);
    const practice = await list({ amount: 2_000, rate: two });
    const holder = await createFastUser(t, { credits: 100 });
    await holder.agent
      .post(apiRoutes.marketplaceExclusive(practice))
      .send({ hours: 24, rate: [String(base + 1)] })
      .expect(200);
    const buyer = await createFastUser(t);
    const items = (await rate(buyer, { page: 1, pageSize: 100, yearMin: base, yearMax: base + 1, sort: 'year', order: 'asc' })).items;
    expect(items.filter((r) => r.practiceId === practice).map((r) => [r.year, r.status])).toEqual([
      [base, 'disponibile'],
      [base + 1, 'in_trattativa'],
    ]);
  });

  it('filters: type, year and amount of the rata, price per 100, days left, only buyable', async () => {
    const { base, list, range } = await scene();
    const a = await list({
      amount: 30_000,
      discount: 10,
      rate: rataOf([
        { year: base, amount: 10_000, code: 'B1' },
        { year: base + 1, amount: 20_000, code: 'B2' },
      ]),
    });
    const b = await list({
      type: 'SISMA_BONUS',
      amount: 50_000,
      discount: 30,
      rate: rataOf([{ year: base + 2, amount: 50_000, code: 'B3' }], {}),
      year: base + 2,
    });
    const c = await list({
      amount: 5_000,
      discount: 20,
      transferChain: chains.qualificati,
      rate: rataOf([{ year: base + 3, amount: 5_000, code: 'B4' }], { [base + 3]: { category: 'qualificati' } }),
      year: base + 3,
    });
    const buyer = await createFastUser(t);
    const found = async (filters: Record<string, string | number>) => keys(await rate(buyer, { page: 1, ...range, sort: 'year', order: 'asc', ...filters }));
    expect(await found({})).toEqual([`${a}/${base}`, `${a}/${base + 1}`, `${b}/${base + 2}`, `${c}/${base + 3}`]);
    expect(await found({ type: 'SISMA_BONUS' })).toEqual([`${b}/${base + 2}`]);
    expect(await found({ yearMin: base + 1, yearMax: base + 2 })).toEqual([`${a}/${base + 1}`, `${b}/${base + 2}`]);
    // The rata's amount, not the practice's: a's rata of 10,000 is out, its rata of 20,000 in.
    expect(await found({ amountMin: 15_000, amountMax: 20_000 })).toEqual([`${a}/${base + 1}`]);
    expect(await found({ pricePer100Max: 80 })).toEqual([`${b}/${base + 2}`, `${c}/${base + 3}`]);
    expect(await found({ pricePer100Min: 75, pricePer100Max: 85 })).toEqual([`${c}/${base + 3}`]);
    const today = italianDay(new Date().toISOString());
    expect(await found({ daysLeftMin: daysLeftToTransfer(base + 2, today) })).toEqual([`${b}/${base + 2}`, `${c}/${base + 3}`]);
    expect(await found({ daysLeftMin: daysLeftToTransfer(base + 2, today) + 1 })).toEqual([`${c}/${base + 3}`]);
    // An impresa may not buy a rata 'cedibile solo a soggetti qualificati': it is out with onlyBuyable, and says why.
    expect(await found({ onlyBuyable: 'true' })).toEqual([`${a}/${base}`, `${a}/${base + 1}`, `${b}/${base + 2}`]);
    const cRow = (await rate(buyer, { page: 1, yearMin: base + 3, yearMax: base + 3 })).items[0]!;
    expect([cRow.canBuy, cRow.cannotBuyReason]).toEqual([false, creditMessages.onlyQualified]);
  });

  it('sorts: year, days left, amount and price per 100 both ways; equal keys by practice id, then rata id, in the same direction', async () => {
    const { base, list, range } = await scene();
    const two = (amount: number, code: string) =>
      rataOf([
        { year: base, amount, code: `${code}1` },
        { year: base + 1, amount, code: `${code}2` },
      ]);
    const p = await list({ amount: 20_000, discount: 20, rate: two(10_000, 'P') });
    const q = await list({ amount: 10_000, discount: 20, rate: two(5_000, 'Q') });
    const r = await list({ amount: 40_000, discount: 5, rate: two(20_000, 'R') });
    const buyer = await createFastUser(t);
    const sorted = async (sort: string, order: string) => keys(await rate(buyer, { page: 1, ...range, sort, order }));
    const k = (id: number, offset: number) => `${id}/${base + offset}`;
    expect(await sorted('year', 'asc')).toEqual([k(p, 0), k(q, 0), k(r, 0), k(p, 1), k(q, 1), k(r, 1)]);
    expect(await sorted('year', 'desc')).toEqual([k(r, 1), k(q, 1), k(p, 1), k(r, 0), k(q, 0), k(p, 0)]);
    expect(await sorted('daysLeft', 'asc')).toEqual(await sorted('year', 'asc'));
    expect(await sorted('daysLeft', 'desc')).toEqual(await sorted('year', 'desc'));
    expect(await sorted('amount', 'asc')).toEqual([k(q, 0), k(q, 1), k(p, 0), k(p, 1), k(r, 0), k(r, 1)]);
    expect(await sorted('amount', 'desc')).toEqual([k(r, 1), k(r, 0), k(p, 1), k(p, 0), k(q, 1), k(q, 0)]);
    // Price per 100: p and q 80 (ties by practice id, then rata id), r 95.
    expect(await sorted('pricePer100', 'asc')).toEqual([k(p, 0), k(p, 1), k(q, 0), k(q, 1), k(r, 0), k(r, 1)]);
    expect(await sorted('pricePer100', 'desc')).toEqual([k(r, 1), k(r, 0), k(q, 1), k(q, 0), k(p, 1), k(p, 0)]);
  });

  it('paging: pages of pageSize divide the rate, none twice, none left out; pageSize defaults to 12', async () => {
    const { base, list, range } = await scene();
    const rate5 = [0, 1, 2, 3, 4].map((i) => ({ year: base + i, amount: 1_000, code: `G${i}` }));
    await list({ amount: 5_000, rate: rataOf(rate5) });
    const buyer = await createFastUser(t);
    const pages = await Promise.all([1, 2, 3].map((n) => rate(buyer, { page: n, pageSize: 2, ...range })));
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(new Set(pages.flatMap(keys)).size).toBe(5);
    expect((await rate(buyer, { page: 4, pageSize: 2, ...range })).items).toEqual([]);
    expect((await rate(buyer, { page: 1 })).pageSize).toBe(12);
  });

  it("access: a seller never finds his own rate; a blocked seller's rate are gone, except for the buyer who bought the practice", async () => {
    const both = await createFastUser(t, { isCedente: true, isCessionario: true, credits: 0 });
    const { base, list, range, seller } = await scene();
    const own = await createCreditPractice(t, both.id, { year: base, amount: 1_000, rate: rataOf([{ year: base, amount: 1_000, code: 'O1' }]) });
    const listed = await list({ amount: 1_000, rate: rataOf([{ year: base, amount: 1_000, code: 'L1' }]) });
    expect(keys(await rate(both, { page: 1, ...range }))).toEqual([`${listed}/${base}`]);

    const [bought, other] = [await createFastUser(t, { credits: 10 }), await createFastUser(t)];
    await bought.agent.post(apiRoutes.marketplaceView(listed)).send({ accessType: 'base' }).expect(200);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(seller.id)).send({ status: 'blocked' }).expect(200);
    // Only the practice of the seller who is still active is left for a buyer who bought nothing.
    expect(keys(await rate(other, { page: 1, ...range }))).toEqual([`${own}/${base}`]);
    const mine = await rate(bought, { page: 1, ...range });
    expect(mine.items.map((r) => [r.practiceId, r.accessType])).toEqual([
      [own, null],
      [listed, 'base'],
    ]);
  });

  it('bad parameters: 400 with the Italian message, and nothing else answered', async () => {
    const buyer = await createFastUser(t);
    const cases: [Record<string, string | number>, string][] = [
      [{ page: 0 }, 'Numero di pagina non valido'],
      [{ pageSize: 101 }, 'Numero di elementi per pagina non valido'],
      [{ sort: 'recent' }, m.sort],
      [{ order: 'up' }, m.order],
      [{ type: 'BONUS' }, m.type],
      [{ yearMin: 'ieri' }, m.year],
      [{ yearMin: 2031, yearMax: 2030 }, m.yearRange],
      [{ amountMin: -1 }, m.amount],
      [{ amountMin: 100, amountMax: 10 }, m.amountRange],
      [{ pricePer100Max: 101 }, m.pricePer100],
      [{ pricePer100Min: 'poco' }, m.pricePer100],
      [{ pricePer100Min: 90, pricePer100Max: 80 }, m.pricePer100Range],
      [{ daysLeftMin: -1 }, m.daysLeft],
      [{ daysLeftMin: 1.5 }, m.daysLeft],
      [{ onlyBuyable: 'sì' }, m.onlyBuyable],
      [{ status: 'ceduta' }, m.status],
    ];
    for (const [query, message] of cases) {
      const res = await buyer.agent.get(apiRoutes.marketplaceRate).query(query);
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error: message });
    }
  });

  it('only buyers: a seller who is not a cessionario is refused', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    expect((await seller.agent.get(apiRoutes.marketplaceRate)).status).toBe(403);
  });

  it('rate_view is rebuilt from the log exactly as kept inline', async () => {
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
