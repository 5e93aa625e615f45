import { apiRoutes, holdingsApiMessages, type HoldingResponse, type HoldingsResponse } from '@pratiche/contracts';
import { holdingMessages, offsetLimitTexts } from '@pratiche/domain';
import { allProjections } from '../../app.projections';
import { rebuildProjections } from '../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { agentFor, createFastUser, type FastUser } from '../../testing/marketplace';
import { completeClosing, makeOffer, negotiatingPractice, twoRate } from '../../testing/negotiations';
import { practiceEvents } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';
import { parseCsv } from '../audit/csv-parse.spec-helper';

/** Issue 45, 'I miei crediti': each rata a buyer acquired through a completed closing, and its offset choice. */
describe("holdings: 'I miei crediti' (issue 45)", () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const [first, second] = twoRate().map(({ year, code }) => ({ year, code: code! })) as [{ year: number; code: string }, { year: number; code: string }];

  type Agent = FastUser['agent'];
  const holdingsOf = async (agent: Agent): Promise<HoldingsResponse> => {
    const res = await agent.get(apiRoutes.holdings);
    if (res.status !== 200) throw new Error(`holdings: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as HoldingsResponse;
  };
  const offset = (agent: Agent, practiceId: number | string, rataId: string, body: object = { noOverdueRuoli: true }) =>
    agent.post(apiRoutes.holdingOffset(practiceId, rataId)).send(body);
  const offsetEvents = async (practiceId: number) => (await practiceEvents(t, practiceId)).filter((e) => e.type === 'HoldingOffsetChosen');

  /** The buyer offers 135,000 for both rate of `twoRate` (100,000 and 50,000.50), the seller accepts: the closing is open. */
  const openClosing = async () => {
    now = new Date();
    const parties = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(parties.buyer.agent, parties.practice.id, { amount: 135_000, rate: [first.year, second.year] });
    await parties.seller.agent.post(apiRoutes.offerAccept(offer.id)).expect(200);
    return { ...parties, offerId: offer.id };
  };
  const complete = async ({ seller, buyer, offerId }: { seller: FastUser; buyer: FastUser; offerId: number }) => {
    await completeClosing(seller.agent, buyer.agent, offerId, 'ADE-2026-000450');
  };

  it('after completion the buyer reads each covered rata: code in clear, the price split by face value to the cent, price per 100, usable until 31 December, totals per year', async () => {
    const deal = await openClosing();
    expect((await holdingsOf(deal.buyer.agent)).items).toEqual([]);
    await complete(deal);
    const { items, totalsByYear } = await holdingsOf(deal.buyer.agent);
    const common = { practiceId: deal.practice.id, offerId: deal.offerId, creditType: 'SUPERBONUS_110', protocol: 'ADE-2026-000450', offsetChosen: false };
    expect(items).toEqual([
      expect.objectContaining({
        ...common,
        rataId: String(first.year),
        year: first.year,
        amount: 100_000,
        pricePaid: 89_999.71,
        pricePer100: 90,
        code: first.code,
        tributeCode: deal.practice.tributeCode,
        usableUntil: `${first.year}-12-31`,
        // The first transfer is free; in the buyer's hands the rata goes to qualified parties only.
        category: 'qualificati',
        transferable: true,
        boundByRule75: false,
      }),
      expect.objectContaining({ ...common, rataId: String(second.year), year: second.year, amount: 50_000.5, pricePaid: 45_000.29, code: second.code }),
    ]);
    expect(items[0]!.practiceTitle).toBe(`Superbonus 110 ${deal.practice.year} · Pratica #${deal.practice.id}`);
    expect(totalsByYear).toEqual([
      { year: first.year, amount: 100_000, pricePaid: 89_999.71, offsetChosenAmount: 0, offsetCapacity: null, beyondCapacity: false },
      { year: second.year, amount: 50_000.5, pricePaid: 45_000.29, offsetChosenAmount: 0, offsetCapacity: null, beyondCapacity: false },
    ]);
  });

  it("a holding is its buyer's alone: the seller is refused by role (403), another buyer reads an empty list", async () => {
    const deal = await openClosing();
    await complete(deal);
    expect((await deal.seller.agent.get(apiRoutes.holdings)).status).toBe(403);
    expect((await deal.seller.agent.get(apiRoutes.holdingsCsv)).status).toBe(403);
    const other = await createFastUser(t);
    expect(await holdingsOf(other.agent)).toEqual({ items: [], totalsByYear: [], offsetCapacity: [] });
  });

  it("the CSV 'i-miei-crediti.csv': the header, one line per rata in Italian figures, then the totals per year", async () => {
    const deal = await openClosing();
    await complete(deal);
    const res = await deal.buyer.agent.get(apiRoutes.holdingsCsv);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="i-miei-crediti.csv"');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(res.text, ';');
    expect(header!.join(';')).toBe(holdingsApiMessages.csvHeader);
    expect(rows.slice(0, 2).map((r) => [r[1], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10]])).toEqual([
      [String(first.year), '100000,00', '89999,71', '90,00', first.code, '7701', `31/12/${first.year}`, 'No', 'Sì'],
      [String(second.year), '50000,50', '45000,29', '90,00', second.code, '7701', `31/12/${second.year}`, 'No', 'Sì'],
    ]);
    expect(rows.slice(2)).toEqual([
      [''],
      ['Totali per anno', 'Importo', 'Prezzo pagato', 'Di cui in compensazione', 'Capacità di compensazione', 'Oltre la capacità'],
      [String(first.year), '100000,00', '89999,71', '0,00', '', 'No'],
      [String(second.year), '50000,50', '45000,29', '0,00', '', 'No'],
    ]);
  });

  it("the offset choice: 200 with the rata 'in compensazione' and no longer transferable, as the list then reads; a second time 409", async () => {
    const deal = await openClosing();
    await complete(deal);
    // Issue 47: without the declaration on overdue tax debts (art. 37 c. 49-quinquies DL 223/2006) nothing is recorded.
    for (const body of [{}, { noOverdueRuoli: false }]) {
      const undeclared = await offset(deal.buyer.agent, deal.practice.id, String(first.year), body);
      expect([undeclared.status, undeclared.body.message]).toEqual([400, offsetLimitTexts.overdueRuoliNotDeclared]);
    }
    const wrongType = await offset(deal.buyer.agent, deal.practice.id, String(first.year), { noOverdueRuoli: 'sì' });
    expect(wrongType.status).toBe(400);
    expect(await offsetEvents(deal.practice.id)).toHaveLength(0);
    const res = await offset(deal.buyer.agent, deal.practice.id, String(first.year));
    expect(res.status).toBe(200);
    expect(res.body as HoldingResponse).toMatchObject({ rataId: String(first.year), offsetChosen: true, transferable: false });
    const { items, totalsByYear } = await holdingsOf(deal.buyer.agent);
    expect(items.map((h) => [h.rataId, h.offsetChosen, h.transferable])).toEqual([
      [String(first.year), true, false],
      [String(second.year), false, true],
    ]);
    expect(totalsByYear[0]).toMatchObject({ year: first.year, offsetChosenAmount: 100_000 });
    const again = await offset(deal.buyer.agent, deal.practice.id, String(first.year));
    expect([again.status, again.body.message]).toEqual([409, holdingMessages.offsetAlreadyChosen]);
    expect(await offsetEvents(deal.practice.id)).toHaveLength(1);
  });

  it('only once: two parallel offset choices of one rata give exactly one 200 and one 409, and one event in the log (each rata, twice)', async () => {
    const deal = await openClosing();
    await complete(deal);
    for (const rataId of [String(first.year), String(second.year)]) {
      const answers = await Promise.all([offset(deal.buyer.agent, deal.practice.id, rataId), offset(deal.buyer.agent, deal.practice.id, rataId)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(holdingMessages.offsetAlreadyChosen);
    }
    const events = await offsetEvents(deal.practice.id);
    expect(events.map((e) => e.data)).toMatchObject([
      { rataId: String(first.year), year: first.year, offerId: deal.offerId, buyerId: deal.buyer.id, by: deal.buyer.id },
      { rataId: String(second.year), year: second.year, offerId: deal.offerId, buyerId: deal.buyer.id, by: deal.buyer.id },
    ]);
  });

  it("no holding, no choice: a stranger's offset is 404, the seller's 403 by role, malformed or unknown ids 404; nothing recorded", async () => {
    const deal = await openClosing();
    await complete(deal);
    const stranger = await createFastUser(t);
    const refused: [Agent, number | string, string, number][] = [
      [stranger.agent, deal.practice.id, String(first.year), 404],
      [deal.buyer.agent, 'abc', String(first.year), 404],
      [deal.buyer.agent, 0, String(first.year), 404],
      [deal.buyer.agent, 999_999_999, String(first.year), 404],
      [deal.buyer.agent, deal.practice.id, '1999', 404],
      [deal.buyer.agent, deal.practice.id, 'x'.repeat(30), 404],
      [deal.buyer.agent, deal.practice.id, 'Rata 1', 404],
    ];
    for (const [agent, practiceId, rataId, status] of refused) {
      const res = await offset(agent, practiceId, rataId);
      expect([res.status, res.body.message]).toEqual([status, holdingMessages.notHeld]);
    }
    expect((await offset(deal.seller.agent, deal.practice.id, String(first.year))).status).toBe(403);
    expect(await offsetEvents(deal.practice.id)).toEqual([]);
  });

  it('a rata lost after 31 December of its year can no longer be chosen for offset (409), the later one still can', async () => {
    const deal = await openClosing();
    await complete(deal);
    now = new Date(`${first.year + 1}-01-01T09:00:00.000Z`);
    const buyer = await agentFor(t, deal.buyer.id);
    const lost = await offset(buyer, deal.practice.id, String(first.year));
    expect([lost.status, lost.body.message]).toEqual([409, holdingMessages.offsetExpired(first.year)]);
    expect((await offset(buyer, deal.practice.id, String(second.year))).status).toBe(200);
  });

  it("issue 47: the buyer's declared offset capacity flags each year whose rate pass it, to the cent; an undeclared year never", async () => {
    const deal = await openClosing();
    await complete(deal);
    const declare = (years: { year: number; amount: number }[]) => deal.buyer.agent.put(apiRoutes.offsetCapacity).send({ years });
    const saved = await declare([
      { year: first.year, amount: 99_999.99 },
      { year: second.year, amount: 50_000.5 },
    ]);
    expect(saved.status).toBe(200);
    const { totalsByYear, offsetCapacity } = await holdingsOf(deal.buyer.agent);
    expect(offsetCapacity).toEqual(saved.body.offsetCapacity);
    expect(totalsByYear.map((total) => [total.year, total.offsetCapacity, total.beyondCapacity])).toEqual([
      [first.year, 99_999.99, true],
      [second.year, 50_000.5, false],
    ]);
    await declare([{ year: second.year, amount: 0 }]).expect(200);
    expect((await holdingsOf(deal.buyer.agent)).totalsByYear.map((total) => [total.year, total.offsetCapacity, total.beyondCapacity])).toEqual([
      [first.year, null, false],
      [second.year, 0, true],
    ]);
  });

  it('an abandoned closing gives no holding', async () => {
    const deal = await openClosing();
    await deal.buyer.agent.post(apiRoutes.offerClosingAbandon(deal.offerId)).send({ reason: 'Fondi non disponibili' }).expect(200);
    expect(await holdingsOf(deal.buyer.agent)).toEqual({ items: [], totalsByYear: [], offsetCapacity: [] });
    const res = await offset(deal.buyer.agent, deal.practice.id, String(first.year));
    expect([res.status, res.body.message]).toEqual([404, holdingMessages.notHeld]);
  });

  it('a holding is read from the log like everything else: a rebuild of closings_view (and every read model) equals the live rows', async () => {
    const deal = await openClosing();
    await complete(deal);
    await offset(deal.buyer.agent, deal.practice.id, String(second.year)).expect(200);
    const before = await holdingsOf(deal.buyer.agent);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    await rebuildProjections(t.database, allProjections);
    expect(await holdingsOf(deal.buyer.agent)).toEqual(before);
  });
});
