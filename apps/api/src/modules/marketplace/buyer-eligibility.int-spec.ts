import {
  apiRoutes,
  marketplaceListResponseSchema,
  marketplacePageResponseSchema,
  myPracticesResponseSchema,
  purchaseResponseSchema,
  userResponseSchema,
  type MarketplacePractice,
  type MyPractice,
  type WalletLedgerPage,
} from '@pratiche/contracts';
import { creditMessages, maskRataCode, type TransferChain } from '@pratiche/domain';
import { readEvents } from '../../testing/accounts';
import { agentFor, createFastUser, walletBalance, type FastUser } from '../../testing/marketplace';
import { useTestApp, type TestApp } from '../../testing/test-app';
import { chains, createCreditPractice, declareKind, verifyKind, yearlyRate } from './credit-practices.spec-helper';

type Agent = ReturnType<TestApp['agent']>;

const listed = async (agent: Agent, id: number) =>
  ((await agent.get(apiRoutes.marketplace).expect(200)).body as MarketplacePractice[]).find((p) => p.id === id);

/**
 * Issue 27 through HTTP on PostgreSQL: who may buy a credit under art. 121 DL 34/2020, what the
 * listing tells each buyer, and that a refused purchase charges nothing and opens nothing.
 */
describe('issue 27: only a buyer the transfer chain allows may buy, and a refusal charges nothing', () => {
  const t = useTestApp({ clock: () => new Date('2026-03-02T10:00:00.000Z') });
  const qualifiedPractice = async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    return createCreditPractice(t, seller.id, { year: 2026, amount: 40_000, rate: yearlyRate(2026, 40_000, 4), transferChain: chains.qualificati });
  };

  /** Everything a purchase would change for `buyer` on `practiceId`, to compare before and after a refusal. */
  const footprint = async (buyer: FastUser, practiceId: number) => {
    const ledger = (await buyer.agent.get(apiRoutes.walletLedger).expect(200)).body as WalletLedgerPage;
    const access = await t.database.query('SELECT 1 FROM practice_access WHERE user_id = $1 AND practice_id = $2', [buyer.id, practiceId]);
    const practiceEvents = (await readEvents(t, `practice-${practiceId}`)).map((e) => e.type);
    return {
      balance: await walletBalance(t, buyer.id),
      shownBalance: (await buyer.agent.get(apiRoutes.user).expect(200)).body.walletBalance as number,
      ledgerEntries: ledger.total,
      access: access.rows.length,
      practiceEvents,
      accessType: (await listed(buyer.agent, practiceId))!.accessType,
    };
  };

  it('an unverified impresa is refused base and exclusive access to a qualificati practice with the Italian reason; balance, ledger and access unchanged', async () => {
    const practiceId = await qualifiedPractice();
    const buyer = await createFastUser(t, { credits: 300 });
    expect(await listed(buyer.agent, practiceId)).toMatchObject({ buyableBy: 'qualificati', canBuy: false, cannotBuyReason: creditMessages.onlyQualified });
    const before = await footprint(buyer, practiceId);

    const base = await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    const exclusive = await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 });

    for (const res of [base, exclusive]) expect([res.status, res.body.message]).toEqual([403, creditMessages.onlyQualified]);
    expect(await footprint(buyer, practiceId)).toEqual(before);
    expect(before).toMatchObject({ balance: 300, shownBalance: 300, access: 0, accessType: null });
  });

  it('an unverified bank is refused with "not yet verified"; once an admin verifies it, the same bank buys', async () => {
    const practiceId = await qualifiedPractice();
    const bank = await createFastUser(t, { credits: 300 });
    await declareKind(bank, { kind: 'banca', registerNumber: '03069' });
    const reason = creditMessages.notYetVerified('Banca');
    expect(await listed(bank.agent, practiceId)).toMatchObject({ canBuy: false, cannotBuyReason: reason });
    const before = await footprint(bank, practiceId);
    const refused = await bank.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 });
    expect([refused.status, refused.body.message]).toEqual([403, reason]);
    expect(await footprint(bank, practiceId)).toEqual(before);

    await verifyKind(t, bank.id, { kind: 'banca', registerNumber: '03069' });
    expect(await listed(bank.agent, practiceId)).toMatchObject({ canBuy: true, cannotBuyReason: null });
    const bought = await bank.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ walletBalance: 290, practice: { accessType: 'base', canBuy: true } });
  });

  it('a public administration may buy nothing: refused even on a chiunque practice, nothing charged', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createCreditPractice(t, seller.id, { year: 2026, amount: 10_000, rate: yearlyRate(2026, 10_000, 1) });
    const pa = await createFastUser(t, { credits: 50 });
    await declareKind(pa, { kind: 'pa' });
    expect(await listed(pa.agent, practiceId)).toMatchObject({ buyableBy: 'chiunque', canBuy: false, cannotBuyReason: creditMessages.publicAdministration });
    const before = await footprint(pa, practiceId);
    const res = await pa.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    expect([res.status, res.body.message]).toEqual([403, creditMessages.publicAdministration]);
    expect(await footprint(pa, practiceId)).toEqual(before);
  });

  const bankPractice = async (transferChain: TransferChain) => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practiceId = await createCreditPractice(t, seller.id, {
      year: 2026,
      amount: 10_000,
      rate: yearlyRate(2026, 10_000, 2),
      transferChain,
      tributeCode: 'COR45',
    });
    return { sellerId: seller.id, practiceId };
  };

  it("after the third qualified transfer only the bank's correntisti buy: declared per deal with the selling bank, not any company (issue 45)", async () => {
    const { sellerId, practiceId } = await bankPractice(chains.correntisti);
    const [company, bank] = [await createFastUser(t, { credits: 300 }), await createFastUser(t)];
    await declareKind(bank, { kind: 'banca', registerNumber: '01005' });
    await verifyKind(t, bank.id, { kind: 'banca', registerNumber: '01005' });
    expect(await listed(company.agent, practiceId)).toMatchObject({
      buyableBy: 'correntisti',
      canBuy: false,
      cannotBuyReason: creditMessages.onlyBankAccountHolders,
    });
    expect(await listed(bank.agent, practiceId)).toMatchObject({ canBuy: false, cannotBuyReason: creditMessages.onlyBankAccountHolders });
    const before = await footprint(company, practiceId);
    const plain = await company.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    expect([plain.status, plain.body.message]).toEqual([403, creditMessages.onlyBankAccountHolders]);
    const otherBank = await company.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base', correntistaOf: bank.id });
    expect([otherBank.status, otherBank.body.message]).toEqual([403, creditMessages.correntistaOfNotSeller]);
    expect(await footprint(company, practiceId)).toEqual(before);
    const res = await company.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base', correntistaOf: sellerId });
    expect(res.status).toBe(200);
    expect(res.body.practice).toMatchObject({ id: practiceId, accessType: 'base' });
  });

  it('the correntista route is open at any point of the chain: an impresa refused as unqualified buys declaring the selling bank (issue 45)', async () => {
    const { sellerId, practiceId } = await bankPractice(chains.qualificati);
    const company = await createFastUser(t, { credits: 300 });
    const refused = await company.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 });
    expect([refused.status, refused.body.message]).toEqual([403, creditMessages.onlyQualified]);
    const res = await company.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24, correntistaOf: sellerId });
    expect(res.status).toBe(200);
  });

  it('a bank of a group sells to the correntisti of the capogruppo its chain names, not of a sister bank, declared per deal or on the profile (issue 45)', async () => {
    const [parent, sister] = [await createFastUser(t), await createFastUser(t)];
    const { practiceId } = await bankPractice({ ...chains.correntisti, capogruppo: parent.id });
    const [declaring, onProfile] = [await createFastUser(t, { credits: 300 }), await createFastUser(t, { credits: 300 })];
    const before = await footprint(declaring, practiceId);
    const viaSister = await declaring.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base', correntistaOf: sister.id });
    expect([viaSister.status, viaSister.body.message]).toEqual([403, creditMessages.correntistaOfNotSeller]);
    expect(await footprint(declaring, practiceId)).toEqual(before);
    await declaring.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24, correntistaOf: parent.id }).expect(200);

    const onlyBuyable = async () =>
      marketplacePageResponseSchema
        .parse((await onProfile.agent.get(apiRoutes.marketplace).query({ page: 1, onlyBuyable: 'true', tributeCode: 'COR45' }).expect(200)).body)
        .items.map((item) => item.id)
        .includes(practiceId);
    await onProfile.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: sister.id }).expect(200);
    expect([await onlyBuyable(), (await listed(onProfile.agent, practiceId))!.canBuy]).toEqual([false, false]);
    await onProfile.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: parent.id }).expect(200);
    expect([await onlyBuyable(), (await listed(onProfile.agent, practiceId))!.canBuy]).toEqual([true, true]);
  });

  it("the bank kept on the profile (PUT buyer-kind correntistaOf) opens its credits in the listing and 'Solo crediti che posso acquistare' (issue 45)", async () => {
    const { sellerId, practiceId } = await bankPractice(chains.qualificati);
    const company = await createFastUser(t, { credits: 300 });
    const onlyBuyable = async () =>
      marketplacePageResponseSchema
        .parse((await company.agent.get(apiRoutes.marketplace).query({ page: 1, onlyBuyable: 'true', tributeCode: 'COR45' }).expect(200)).body)
        .items.map((item) => item.id)
        .includes(practiceId);
    expect(await onlyBuyable()).toBe(false);
    const saved = await company.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: sellerId }).expect(200);
    expect(userResponseSchema.parse(saved.body.user).buyerQualification).toMatchObject({ kind: 'impresa', correntistaOf: sellerId });
    expect(await listed(company.agent, practiceId)).toMatchObject({ canBuy: true, cannotBuyReason: null });
    expect(await onlyBuyable()).toBe(true);
    await company.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    const bad = await company.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: company.id });
    expect([bad.status, bad.body.message]).toEqual([400, creditMessages.correntistaOfSelf]);
  });
});

describe('issue 27: rata codes are masked until the buyer has access', () => {
  const t = useTestApp({ clock: () => new Date('2026-03-02T10:00:00.000Z') });

  it('masked in the listing and the page before a purchase; in clear after it, in the answer, the listing, the page and my-practices; still masked for others', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const rate = yearlyRate(2026, 20_000, 2, 'SEGRETO');
    const practiceId = await createCreditPractice(t, seller.id, { year: 2026, amount: 20_000, rate, tributeCode: 'MASK1' });
    const [buyer, other] = [await createFastUser(t, { credits: 10 }), await createFastUser(t)];
    const codes = rate.map((r) => r.code);
    const pageOf = (agent: Agent) => agent.get(apiRoutes.marketplace).query({ page: 1, tributeCode: 'MASK1' }).expect(200);

    const listing = await buyer.agent.get(apiRoutes.marketplace).expect(200);
    const page = await pageOf(buyer.agent);
    for (const text of [listing.text, page.text]) expect(text).not.toContain('SEGRETO');
    expect((await listed(buyer.agent, practiceId))!.rate.map((r) => r.code)).toEqual(codes.map(maskRataCode));
    expect(page.body.items[0].rate.map((r: { code: string }) => r.code)).toEqual(codes.map(maskRataCode));

    const bought = await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' }).expect(200);
    expect(bought.body.practice.rate.map((r: { code: string }) => r.code)).toEqual(codes);
    expect((await listed(buyer.agent, practiceId))!.rate.map((r) => r.code)).toEqual(codes);
    expect((await pageOf(buyer.agent)).body.items[0].rate.map((r: { code: string }) => r.code)).toEqual(codes);
    const mine = (await buyer.agent.get(apiRoutes.marketplaceMyPractices).expect(200)).body as MyPractice[];
    expect(mine.find((p) => p.id === practiceId)!.rate).toEqual([
      // Issue 45: each rata with its id, its category (an unstarted chain: 'chiunque'), whole, not chosen for offset.
      {
        id: '2026',
        year: 2026,
        amount: 10_000,
        code: codes[0],
        category: 'chiunque',
        residualAmount: 10_000,
        offsetChosen: false,
        status: 'disponibile',
        usableUntil: '2026-12-31',
        lastTransferDay: '2026-11-23',
        atRisk: false,
      },
      {
        id: '2027',
        year: 2027,
        amount: 10_000,
        code: codes[1],
        category: 'chiunque',
        residualAmount: 10_000,
        offsetChosen: false,
        status: 'disponibile',
        usableUntil: '2027-12-31',
        lastTransferDay: '2027-11-23',
        atRisk: false,
      },
    ]);
    expect((await other.agent.get(apiRoutes.marketplace).expect(200)).text).not.toContain('SEGRETO');

    // Every answer keeps to its contract: each field present, of its type.
    marketplaceListResponseSchema.parse((await buyer.agent.get(apiRoutes.marketplace)).body);
    marketplacePageResponseSchema.parse((await pageOf(buyer.agent)).body);
    myPracticesResponseSchema.parse(mine);
    purchaseResponseSchema.parse(bought.body);
    userResponseSchema.parse((await buyer.agent.get(apiRoutes.user)).body);
  });
});

describe('issue 27: a practice whose rate are all lost leaves the marketplace at the Italian New Year', () => {
  let now = new Date('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock: () => now });

  it('listed until 31 December 23:59 in Italy, gone from the listing and the page at midnight there and refused; still in the buyer’s purchases', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const tributeCode = 'EXP1';
    const lastYear = await createCreditPractice(t, seller.id, { year: 2026, amount: 10_000, rate: yearlyRate(2026, 10_000, 1), tributeCode });
    const twoYears = await createCreditPractice(t, seller.id, { year: 2026, amount: 100_000, rate: yearlyRate(2026, 100_000, 2), tributeCode });
    const iva = await createCreditPractice(t, seller.id, { type: 'CREDITO_IVA', year: 2026, amount: 30_000, rate: [], tributeCode });
    const [earlyBuyer, lateBuyer] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 10 })];
    await earlyBuyer.agent.post(apiRoutes.marketplaceView(lastYear)).send({ accessType: 'base' }).expect(200);
    const ids = async (agent: Agent) => ((await agent.get(apiRoutes.marketplace).expect(200)).body as MarketplacePractice[]).map((p) => p.id);

    now = new Date('2026-12-31T22:59:00.000Z');
    let agent = await agentFor(t, lateBuyer.id);
    expect(await ids(agent)).toEqual(expect.arrayContaining([lastYear, twoYears, iva]));

    now = new Date('2026-12-31T23:00:00.000Z');
    agent = await agentFor(t, lateBuyer.id);
    const listing = await ids(agent);
    expect(listing).not.toContain(lastYear);
    expect(listing).toEqual(expect.arrayContaining([twoYears, iva]));
    const page = (await agent.get(apiRoutes.marketplace).query({ page: 1, tributeCode, sort: 'amount', order: 'desc' }).expect(200)).body;
    expect(page.items.map((p: MarketplacePractice) => p.id)).toEqual([twoYears, iva]);
    // Face value not yet lost: the 2027 rata of one (50,000) and the IVA credit, which has no rate (30,000).
    expect(page.summary).toMatchObject({ total: 2, totalValue: 80_000 });
    expect(page.items[0].rate.map((r: { status: string }) => r.status)).toEqual(['scaduta', 'disponibile']);
    expect(page.items[0].availableFaceValue).toBe(50_000);

    const refused = await agent.post(apiRoutes.marketplaceView(lastYear)).send({ accessType: 'base' });
    expect([refused.status, refused.body.message]).toEqual([409, creditMessages.allRataExpired]);
    expect(await walletBalance(t, lateBuyer.id)).toBe(10);

    const mine = (await (await agentFor(t, earlyBuyer.id)).get(apiRoutes.marketplaceMyPractices).expect(200)).body as MyPractice[];
    expect(mine.find((p) => p.id === lastYear)).toMatchObject({ canBuy: false, cannotBuyReason: creditMessages.allRataExpired, availableFaceValue: 0 });
  });
});
