import { apiRoutes, marketplacePageMessages as m, type MarketplacePageResponse } from '@pratiche/contracts';
import { creditMessages } from '@pratiche/domain';
import { createFastUser, type FastUser } from '../../../../testing/marketplace';
import { useTestApp } from '../../../../testing/test-app';
import { chains, createCreditPractice, declareKind, verifyKind, yearlyRate } from '../../credit-practices.spec-helper';

/** Issue 27 on the marketplace page: 'Acquistabile da' and 'Solo crediti che posso acquistare', with counts that follow them. */
describe('marketplace page: buyableBy and onlyBuyable filters (issue 27)', () => {
  const t = useTestApp({ clock: () => new Date('2026-03-02T10:00:00.000Z') });
  const tributeCode = 'BUY1';
  let practices: { chiunque: number; qualificati: number; correntisti: number };
  let sellerId: number;

  beforeAll(async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    sellerId = seller.id;
    const listed = (chain: keyof typeof chains, amount: number) =>
      createCreditPractice(t, seller.id, { year: 2026, amount, rate: yearlyRate(2026, amount, 2), transferChain: chains[chain], tributeCode });
    practices = {
      chiunque: await listed('chiunque', 10_000),
      qualificati: await listed('qualificati', 20_000),
      correntisti: await listed('correntisti', 30_000),
    };
  });

  const page = async (buyer: FastUser, query: Record<string, string>) => {
    const res = await buyer.agent.get(apiRoutes.marketplace).query({ page: 1, tributeCode, sort: 'amount', order: 'asc', ...query });
    if (res.status !== 200) throw new Error(`page failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as MarketplacePageResponse;
  };
  const ids = (body: MarketplacePageResponse) => body.items.map((item) => item.id);

  it('buyableBy keeps the practices the chain lets that kind of buyer buy next; the counts and tiles follow', async () => {
    const buyer = await createFastUser(t);
    const body = await page(buyer, { buyableBy: 'qualificati' });
    expect(ids(body)).toEqual([practices.qualificati]);
    expect(body.counts.disponibili).toBe(1);
    expect(body.summary).toMatchObject({ total: 1, totalValue: 20_000 });
  });

  it('onlyBuyable keeps what this buyer may buy: an impresa, a verified bank, a public administration; off, every practice', async () => {
    const [company, bank, pa] = [await createFastUser(t), await createFastUser(t), await createFastUser(t)];
    await declareKind(bank, { kind: 'banca', registerNumber: '03069' });
    await verifyKind(t, bank.id, { kind: 'banca', registerNumber: '03069' });
    await declareKind(pa, { kind: 'pa' });

    // Issue 45: after the third qualified transfer only the bank's correntisti buy, not any company.
    expect(ids(await page(company, { onlyBuyable: 'true' }))).toEqual([practices.chiunque]);
    expect(ids(await page(bank, { onlyBuyable: 'true' }))).toEqual([practices.chiunque, practices.qualificati]);
    const none = await page(pa, { onlyBuyable: 'true' });
    expect([ids(none), none.total, none.counts.disponibili]).toEqual([[], 0, 0]);
    const all = await page(company, { onlyBuyable: 'false' });
    expect(ids(all)).toEqual([practices.chiunque, practices.qualificati, practices.correntisti]);
    expect(all.counts.disponibili).toBe(3);
    expect(ids(await page(company, {}))).toEqual(ids(all));
  });

  it('every item says whether the caller may buy it, and why not in Italian', async () => {
    const company = await createFastUser(t);
    const items = (await page(company, {})).items.map((item) => [item.id, item.buyableBy, item.canBuy, item.cannotBuyReason]);
    expect(items).toEqual([
      [practices.chiunque, 'chiunque', true, null],
      [practices.qualificati, 'qualificati', false, creditMessages.onlyQualified],
      [practices.correntisti, 'correntisti', false, creditMessages.onlyBankAccountHolders],
    ]);
  });

  it("issue 45: a company whose profile names the seller as its bank sees that bank's credits buyable on the correntista route, at any point of the chain", async () => {
    const company = await createFastUser(t);
    await company.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: sellerId }).expect(200);
    expect(ids(await page(company, { onlyBuyable: 'true' }))).toEqual([practices.chiunque, practices.qualificati, practices.correntisti]);
    const items = (await page(company, {})).items.map((item) => [item.id, item.canBuy]);
    expect(items).toEqual([
      [practices.chiunque, true],
      [practices.qualificati, true],
      [practices.correntisti, true],
    ]);
  });

  it('a bad buyableBy or onlyBuyable: 400 with its Italian message', async () => {
    const buyer = await createFastUser(t);
    for (const [query, message] of [
      [{ buyableBy: 'banche' }, m.buyableBy],
      [{ onlyBuyable: 'sì' }, m.onlyBuyable],
    ] as const) {
      const res = await buyer.agent.get(apiRoutes.marketplace).query({ page: 1, ...query });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
  });
});
