import { apiRoutes, type MarketplacePractice, type NegotiationResponse, type PracticeResponse } from '@pratiche/contracts';
import { creditMessages, marketplaceMessages, negotiationMessages } from '@pratiche/domain';
import { concurrentChangeMessage } from '../../infrastructure/command-handling/command-executor';
import { createFastUser, walletBalance, type FastUser } from '../../testing/marketplace';
import { completeClosing, declareTradingData, makeOffer, postOffer, sellerTradingData } from '../../testing/negotiations';
import { practiceBody, reviewPractice } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

const year = new Date().getFullYear() + 1;
/** Three rate, one per year from next year, with their codes (approval wants them). */
const threeRate = () => [0, 1, 2].map((n) => ({ year: year + n, amount: 50_000, code: `R${year + n}X` }));
const ids = (...offsets: number[]) => offsets.map((n) => String(year + n));

/**
 * Issue 45, deals per rata, through HTTP on PGlite and on the PostgreSQL server (DATABASE_URL),
 * where parallel requests really run at once: an exclusivity holds only the rate its buyer chose,
 * the other rate stay on sale, and deals on different rate of one practice run side by side.
 */
describe('deals per rata (issue 45): exclusivities, offers and closings hold only their own rate', () => {
  const t = useTestApp();

  const listed = async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const submitted = await seller.agent.post(apiRoutes.practices).send(practiceBody({ amount: 150_000, rate: threeRate() }));
    expect(submitted.status).toBe(201);
    const practice = await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved');
    await declareTradingData(seller.agent, sellerTradingData);
    return { seller, practice };
  };
  /** Two buyers with credits and their data for trading (issue 46). */
  const buyers = async () => {
    const pair = await Promise.all([createFastUser(t, { credits: 500 }), createFastUser(t, { credits: 500 })]);
    await Promise.all(pair.map((buyer) => declareTradingData(buyer.agent)));
    return pair;
  };
  const statuses = async (buyer: FastUser, practiceId: number) =>
    ((await buyer.agent.get(apiRoutes.marketplace)).body as MarketplacePractice[]).find((p) => p.id === practiceId)!.rate.map((r) => [r.id, r.status]);

  it('two buyers take exclusivities on different rate at once: both succeed, the third rata stays disponibile', async () => {
    const { practice } = await listed();
    const [bank, company] = await buyers();
    const results = await Promise.all([
      bank.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24, rate: ids(1) }),
      company.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24, rate: ids(0) }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await statuses(bank, practice.id)).toEqual([
      [String(year), 'in_trattativa'],
      [String(year + 1), 'in_trattativa'],
      [String(year + 2), 'disponibile'],
    ]);
    expect(results[0]!.body.practice).toMatchObject({ saleStatus: 'in_trattativa', isExclusiveHolder: true });
  });

  it('one winner per rata: two buyers ask for the same rata at once, one gets it, the other is refused and charged nothing', async () => {
    const { practice } = await listed();
    const [first, second] = await buyers();
    const results = await Promise.all([first, second].map((b) => b.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24, rate: ids(2) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect([marketplaceMessages.rataNotFree(String(year + 2)), concurrentChangeMessage]).toContain(refused.body.message);
    expect((await Promise.all([first, second].map((b) => walletBalance(t, b.id)))).sort()).toEqual([400, 500]);
  });

  it.each([
    ['a rata not of the practice', { hours: 24, rate: ['1999'] }, 400, creditMessages.rataChosenUnknown],
    ['the same rata twice', { hours: 24, rate: [String(year), String(year)] }, 400, creditMessages.rataChosenTwice],
    ['rate of the wrong type', { hours: 24, rate: 'tutte' }, 400, creditMessages.rataChoiceInvalid],
  ])('refuses %s with its Italian message, charging nothing', async (_case, body, status, message) => {
    const { practice } = await listed();
    const [buyer] = await buyers();
    const res = await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send(body);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await walletBalance(t, buyer.id)).toBe(500);
  });

  it('each holder offers only on its own rate; the seller accepts both and two closings run side by side to their holdings', async () => {
    const { seller, practice } = await listed();
    const [bank, company] = await buyers();
    await bank.agent
      .post(apiRoutes.marketplaceExclusive(practice.id))
      .send({ hours: 48, rate: ids(1) })
      .expect(200);
    await company.agent
      .post(apiRoutes.marketplaceExclusive(practice.id))
      .send({ hours: 48, rate: ids(0) })
      .expect(200);

    const negotiation = (await bank.agent.get(apiRoutes.practiceOffers(practice.id))).body as NegotiationResponse;
    expect([negotiation.canOffer, negotiation.heldRate]).toEqual([true, ids(1)]);
    const outside = await postOffer(bank.agent, practice.id, { amount: 40_000, rate: ids(0, 1) });
    expect([outside.status, outside.body.message]).toEqual([400, negotiationMessages.rataNotHeld(String(year))]);

    const offers = [
      await makeOffer(bank.agent, practice.id, { amount: 45_000, rate: ids(1) }),
      await makeOffer(company.agent, practice.id, { amount: 44_000, rate: ids(0) }),
    ];
    for (const offer of offers) await seller.agent.post(apiRoutes.offerAccept(offer.id)).expect(200);
    const both = (await seller.agent.get(apiRoutes.practiceOffers(practice.id))).body as NegotiationResponse;
    expect(both.closings.map((c) => [c.buyerId, c.rate, c.status])).toEqual([
      [bank.id, [String(year + 1)], 'open'],
      [company.id, [String(year)], 'open'],
    ]);

    for (const [offer, buyer, protocol] of [
      [offers[0]!, bank, 'PROT-BANCA-1'],
      [offers[1]!, company, 'PROT-IMPRESA-1'],
    ] as const) {
      await completeClosing(seller.agent, buyer.agent, offer.id, protocol);
    }
    const held = async (buyer: FastUser) => ((await buyer.agent.get(apiRoutes.holdings)).body.items as { rataId: string }[]).map((h) => h.rataId);
    expect([await held(bank), await held(company)]).toEqual([ids(1), ids(0)]);
    const after = (await seller.agent.get(apiRoutes.practice(practice.id))).body as PracticeResponse;
    expect(after.saleStatus).toBe('disponibile');
    expect(after.rate.map((r) => r.status)).toEqual(['ceduta', 'ceduta', 'disponibile']);
  });
});
