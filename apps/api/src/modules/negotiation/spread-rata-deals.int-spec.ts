import { apiRoutes, type MarketplacePractice, type NegotiationResponse, type NotificationsPage, type PracticeResponse } from '@pratiche/contracts';
import { creditMessages } from '@pratiche/domain';
import { createFastUser, type FastUser } from '../../testing/marketplace';
import { completeClosing, declareTradingData, makeOffer, sellerTradingData } from '../../testing/negotiations';
import { practiceBody, reviewPractice } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

/**
 * A Superbonus of 2026 for 100,000 in four original rate (2026-2029), whose 2026 rata had 10,000
 * of its residual spread over ten years, 2027-2036 (art. 9 c. 4 DL 176/2022): 2027, 2028 and 2029
 * each hold an original rata and a quota. Every rata carries its code, as approval wants.
 */
const original = [15_000, 25_000, 25_000, 25_000].map((amount, n) => ({ year: 2026 + n, amount, code: `R${2026 + n}X` }));
const quote = Array.from({ length: 10 }, (_, n) => ({ year: 2027 + n, amount: 1_000, code: `Q${2027 + n}X`, spreadFrom: 2026 }));

/**
 * Issue 45, overlapping schedules through HTTP on PGlite and on the PostgreSQL server: two rate of
 * one year are two things to trade, each with its own id, deal and holding. The practice's year
 * must be this year or later (spec 3) and only rate of 2022-2026 could be spread, so the clock is
 * that of 2026.
 */
describe('overlapping rate (issue 45): the ten-year spread of a rata shares its years with the original schedule', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const t = useTestApp({ clock: () => now });

  const listed = async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const submitted = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year: 2026, amount: 100_000, rate: [...original, ...quote] }));
    expect(submitted.status).toBe(201);
    const practice = await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved');
    await declareTradingData(seller.agent, sellerTradingData);
    return { seller, practice };
  };
  const ratesOf = async (buyer: FastUser, practiceId: number) =>
    ((await buyer.agent.get(apiRoutes.marketplace)).body as MarketplacePractice[]).find((p) => p.id === practiceId)!.rate;

  it('the schedule lists two rate of 2027, the original and the quota, each with its id; a bank and a company deal on them at once, each to its holding', async () => {
    const { seller, practice } = await listed();
    const [bank, company] = await Promise.all([createFastUser(t, { credits: 500 }), createFastUser(t, { credits: 500 })]);
    await Promise.all([bank, company].map((buyer) => declareTradingData(buyer.agent)));
    const of2027 = (await ratesOf(bank, practice.id)).filter((r) => r.year === 2027);
    expect(of2027.map((r) => [r.id, r.amount, r.spreadFrom])).toEqual([
      ['2027', 25_000, undefined],
      ['2027-R2026', 1_000, 2026],
    ]);

    // The rate listing has a row for each, the quota with its spread's tribute code (7771 for a Superbonus, art. 9 c. 4 DL 176/2022).
    const listing = (await bank.agent.get(apiRoutes.marketplaceRate).query({ yearMin: 2027, yearMax: 2027 }).expect(200)).body as {
      items: { rataId: string; spreadFrom?: number; tributeCode: string | null }[];
    };
    expect(listing.items.map((r) => [r.rataId, r.spreadFrom, r.tributeCode])).toEqual([
      ['2027', undefined, '7701'],
      ['2027-R2026', 2026, '7771'],
    ]);

    const held = await Promise.all([
      bank.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48, rate: ['2027'] }),
      company.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48, rate: ['2027-R2026'] }),
    ]);
    expect(held.map((r) => r.status)).toEqual([200, 200]);
    const statuses = (await ratesOf(bank, practice.id)).filter((r) => r.year <= 2028).map((r) => [r.id, r.status]);
    expect(statuses).toEqual([
      ['2026', 'disponibile'],
      ['2027', 'in_trattativa'],
      ['2027-R2026', 'in_trattativa'],
      ['2028', 'disponibile'],
      ['2028-R2026', 'disponibile'],
    ]);

    const offers = [
      await makeOffer(bank.agent, practice.id, { amount: 22_500, rate: ['2027'] }),
      await makeOffer(company.agent, practice.id, { amount: 900, rate: ['2027-R2026'] }),
    ];
    expect(offers.map((o) => [o.rate, o.faceValue])).toEqual([
      [['2027'], 25_000],
      [['2027-R2026'], 1_000],
    ]);
    // What people read names the quota with the rata it comes from, not by its id.
    const offerNotice = ((await seller.agent.get(apiRoutes.notifications)).body as NotificationsPage).items.find((n) => n.message.includes('di 900,00'));
    expect(offerNotice?.message).toContain('per la rata 2027 (ripartizione della rata 2026) sulla pratica');
    for (const offer of offers) await seller.agent.post(apiRoutes.offerAccept(offer.id)).expect(200);
    const open = (await seller.agent.get(apiRoutes.practiceOffers(practice.id))).body as NegotiationResponse;
    expect(open.closings.map((c) => [c.buyerId, c.rate])).toEqual([
      [bank.id, ['2027']],
      [company.id, ['2027-R2026']],
    ]);
    await completeClosing(seller.agent, bank.agent, offers[0]!.id, 'PROT-BANCA-2027');
    await completeClosing(seller.agent, company.agent, offers[1]!.id, 'PROT-IMPRESA-2027');

    const holding = async (buyer: FastUser) =>
      ((await buyer.agent.get(apiRoutes.holdings)).body.items as { rataId: string; year: number; amount: number; tributeCode: string }[]).map((h) => [
        h.rataId,
        h.year,
        h.amount,
        h.tributeCode,
      ]);
    // The quota is offset with the spread's tribute code (7771 for a Superbonus), the original rata with the practice's.
    expect([await holding(bank), await holding(company)]).toEqual([[['2027', 2027, 25_000, '7701']], [['2027-R2026', 2027, 1_000, '7771']]]);
    // The company records its irrevocable offset choice for the quota, as for any rata it holds.
    const offset = await company.agent.post(apiRoutes.holdingOffset(practice.id, '2027-R2026')).send({ noOverdueRuoli: true });
    expect([offset.status, offset.body.rataId, offset.body.offsetChosen]).toEqual([200, '2027-R2026', true]);
    const after = (await seller.agent.get(apiRoutes.practice(practice.id))).body as PracticeResponse;
    expect(after.rate.filter((r) => r.status === 'ceduta').map((r) => r.id)).toEqual(['2027', '2027-R2026']);
    expect(after.saleStatus).toBe('disponibile');
  });

  it('a spread must have its ten quote: nine are refused with the reason, and nothing is recorded', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const nine = [...original.slice(0, 3), { ...original[3]!, amount: 26_000 }, ...quote.slice(0, 9)];
    const refused = await seller.agent.post(apiRoutes.practices).send(practiceBody({ year: 2026, amount: 100_000, rate: nine }));
    expect([refused.status, refused.body.message]).toEqual([400, creditMessages.spreadQuoteCount(2026)]);
    expect((await seller.agent.get(apiRoutes.practices)).body).toEqual([]);
  });
});
