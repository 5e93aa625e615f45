import { createHash } from 'node:crypto';
import { apiRoutes, negotiationApiMessages, type PracticeResponse } from '@pratiche/contracts';
import { creditMessages, negotiationMessages } from '@pratiche/domain';
import { pdfBuffer } from '../../../../testing/documents';
import { agentFor, createBankAccount, createFastUser } from '../../../../testing/marketplace';
import { declareTradingData, makeOffer, negotiatingPractice, postOffer, sellerTradingData, twoRate } from '../../../../testing/negotiations';
import { practiceBody, practiceEvents, reviewPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';
import { ExclusivityExpiryProcessor } from '../../../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';

const HOUR = 3_600_000;
const year = new Date().getFullYear() + 1;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const eventTypes = async (t: ReturnType<typeof useTestApp>, practiceId: number) => (await practiceEvents(t, practiceId)).map((e) => e.type);

describe('POST /api/practices/:id/offers (issue 29: "during an exclusivity, its holder may make an offer on the practice")', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  it('the holder offers on whole rate: 201 with the offer pending, expiring after 48 hours capped at the exclusivity end, and OfferMade on the practice stream', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    // A year names its rata, as offers did before rata ids (issue 45); the offer answers by id.
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year], notes: '  Pagamento in 5 giorni  ' });
    expect(offer).toMatchObject({ practiceId: practice.id, userId: buyer.id, buyerId: buyer.id, amount: 90_000, rate: [String(year)], faceValue: 100_000 });
    expect(offer).toMatchObject({ pricePer100: 90, status: 'pending', notes: 'Pagamento in 5 giorni', repliesTo: null, canWithdraw: true, canAccept: false });
    const { rows } = await t.database.query<{ exclusive_until: Date }>('SELECT exclusive_until FROM practices_view WHERE id = $1', [practice.id]);
    expect(offer.expiresAt).toBe(rows[0]!.exclusive_until.toISOString());
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'OfferMade',
      data: { offerId: offer.id, by: buyer.id, buyerId: buyer.id, sellerId: seller.id, amount: 90_000, rate: [String(year)], repliesTo: null },
    });
  });

  it('issue 46: without its data for trading a party is refused (409) an offer, a counter and an acceptance, recording nothing; once given, each goes through', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(t, { tradingData: false });
    const before = await eventTypes(t, practice.id);
    const refused = await postOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    expect([refused.status, refused.body.message]).toEqual([409, negotiationMessages.tradingDataRequired]);
    expect(await eventTypes(t, practice.id)).toEqual(before);
    await declareTradingData(buyer.agent);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 90_000, rate: [year] });
    for (const answer of [seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 95_000 }), seller.agent.post(apiRoutes.offerAccept(offer.id))]) {
      const res = await answer;
      expect([res.status, res.body.message]).toEqual([409, negotiationMessages.tradingDataRequired]);
    }
    await declareTradingData(seller.agent, sellerTradingData);
    await seller.agent.post(apiRoutes.offerAccept(offer.id)).expect(200);
    expect((await eventTypes(t, practice.id)).slice(before.length)).toEqual(['OfferMade', 'OfferAccepted']);
  });

  it('each offer records the SHA-256 of the documents present when it was made (issue 29), equal to the hash of the uploaded bytes', async () => {
    const [first, second] = [pdfBuffer(700), pdfBuffer(1300)];
    const { buyer, practice } = await negotiatingPractice(t, {
      files: [
        { name: 'visura.pdf', bytes: first },
        { name: 'asseverazione.pdf', bytes: second },
      ],
    });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 100_000, rate: [year] });
    const stored = practice.documents.societari.map((d) => d.filename);
    const expected = [
      { filename: stored[0], sha256: sha256(first) },
      { filename: stored[1], sha256: sha256(second) },
    ];
    expect(offer.documents).toEqual(expected);
    expect((await practiceEvents(t, practice.id)).at(-1)!.data).toMatchObject({ documents: expected });
  });

  it.each([
    ['the selling bank', false],
    ["the capogruppo the bank's chain names ('ovvero con la banca capogruppo')", true],
  ])(
    'issue 45: on a bank-held credit an impresa buys and offers as correntista of %s (correntistaOf in the bodies), recorded on the offer; the seller accepts',
    async (_bank, ofGroup) => {
      const [seller, buyer, parent] = [
        await createFastUser(t, { isCedente: true, isCessionario: false }),
        await createFastUser(t, { credits: 1000 }),
        await createBankAccount(t),
      ];
      await Promise.all([declareTradingData(seller.agent, sellerTradingData), declareTradingData(buyer.agent)]);
      const bankHeld = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' as const, ...(ofGroup ? { capogruppo: parent.id } : {}) };
      const bank = ofGroup ? parent.id : seller.id;
      const submitted = await seller.agent
        .post(apiRoutes.practices)
        .send(practiceBody({ transferChain: bankHeld }))
        .expect(201);
      const practice = await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved');
      const refused = await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48 });
      expect([refused.status, refused.body.message]).toEqual([403, creditMessages.onlyQualified]);
      await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48, correntistaOf: bank }).expect(200);
      const plain = await postOffer(buyer.agent, practice.id, { amount: 1000, rate: [practice.year] });
      expect([plain.status, plain.body.message]).toEqual([403, creditMessages.onlyQualified]);
      const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [practice.year], correntistaOf: bank });
      expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'OfferMade', data: { offerId: offer.id, correntistaOf: bank } });
      await seller.agent.post(apiRoutes.offerAccept(offer.id)).send({}).expect(200);
    },
  );

  it("issue 45: an impresa admitted only as correntista of the bank on its profile offers without declaring it; the offer records that bank (its holding will be 'non cedibile')", async () => {
    const [seller, buyer] = [await createFastUser(t, { isCedente: true, isCessionario: false }), await createFastUser(t, { credits: 1000 })];
    await Promise.all([declareTradingData(seller.agent, sellerTradingData), declareTradingData(buyer.agent)]);
    await buyer.agent.put(apiRoutes.buyerKind).send({ kind: 'impresa', correntistaOf: seller.id }).expect(200);
    const bankHeld = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' as const };
    const submitted = await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ transferChain: bankHeld }))
      .expect(201);
    const practice = await reviewPractice(t, (submitted.body as PracticeResponse).id, 'approved');
    await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 48 }).expect(200);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [practice.year] });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'OfferMade', data: { offerId: offer.id, correntistaOf: seller.id } });
  });

  it('only the holder of a running exclusivity offers: another buyer 403, a seller 403 by role, nothing recorded', async () => {
    const { seller, practice } = await negotiatingPractice(t);
    const before = await eventTypes(t, practice.id);
    const stranger = await createFastUser(t);
    const res = await postOffer(stranger.agent, practice.id, { amount: 1000, rate: [year] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(negotiationMessages.onlyHolder);
    expect((await postOffer(seller.agent, practice.id, { amount: 1000, rate: [year] })).status).toBe(403);
    expect(await eventTypes(t, practice.id)).toEqual(before);
  });

  it('one pending offer per negotiation at a time: a second offer is 409 until the first is answered', async () => {
    const { buyer, practice } = await negotiatingPractice(t);
    await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const res = await postOffer(buyer.agent, practice.id, { amount: 2000, rate: [year] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(negotiationMessages.pendingExists);
  });

  describe('bad input: a clear Italian message and no event', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['amount 0 (0 < amount)', { amount: 0, rate: [year] }, 400, negotiationMessages.amountInvalid],
      ['a negative amount', { amount: -5, rate: [year] }, 400, negotiationMessages.amountInvalid],
      ['three decimals', { amount: 10.005, rate: [year] }, 400, negotiationMessages.amountInvalid],
      [
        'above the face value of the rate covered (amount <= face value)',
        { amount: 100_000.01, rate: [year] },
        400,
        negotiationMessages.amountAboveFace(100_000),
      ],
      ['a rata of another year', { amount: 1000, rate: [year + 5] }, 400, negotiationMessages.rataUnknown],
      ['no rata (whole rate only)', { amount: 1000, rate: [] }, 400, negotiationMessages.rateRequired],
      ['the same rata twice', { amount: 1000, rate: [year, year] }, 400, negotiationMessages.rataDuplicate],
      [
        'an expiry after the exclusivity ends',
        { amount: 1000, rate: [year], expiresAt: new Date(Date.now() + 100 * HOUR).toISOString() },
        400,
        negotiationMessages.expiryAfterExclusivity,
      ],
      ['an expiry in the past', { amount: 1000, rate: [year], expiresAt: new Date(Date.now() - HOUR).toISOString() }, 400, negotiationMessages.expiryInvalid],
      ['an amount as text (wrong type)', { amount: '1000', rate: [year] }, 400, negotiationApiMessages.offer],
      ['rate as text (wrong type)', { amount: 1000, rate: 'tutte' }, 400, negotiationApiMessages.offer],
      ['no amount', { rate: [year] }, 400, negotiationApiMessages.offer],
    ];

    it.each(cases)('%s', async (_name, body, status, message) => {
      const { buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
      const before = await eventTypes(t, practice.id);
      const res = await postOffer(buyer.agent, practice.id, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(await eventTypes(t, practice.id)).toEqual(before);
    });

    it("an unknown practice or a malformed id: 404 'Pratica non trovata.'", async () => {
      const buyer = await createFastUser(t);
      for (const id of [999_999, 'abc']) {
        const res = await postOffer(buyer.agent, id as number, { amount: 1000, rate: [year] });
        expect([res.status, res.body.message]).toEqual([404, 'Pratica non trovata.']);
      }
    });
  });

  it("an offer racing the exclusivity's end either lands before it or is refused: never an OfferMade after ExclusivityExpired", async () => {
    for (let round = 0; round < 3; round++) {
      const { buyer, practice } = await negotiatingPractice(t, { hours: 24 });
      const { rows } = await t.database.query<{ exclusive_until: Date }>('SELECT exclusive_until FROM practices_view WHERE id = $1', [practice.id]);
      const end = rows[0]!.exclusive_until;
      const started = now;
      try {
        // The offer is made in the last millisecond while the processor records the end.
        now = new Date(end.getTime() - 1);
        const agent = await agentFor(t, buyer.id);
        const [offer] = await Promise.all([postOffer(agent, practice.id, { amount: 1000, rate: [year] }), t.app.get(ExclusivityExpiryProcessor).runOnce(end)]);
        const types = await eventTypes(t, practice.id);
        const expired = types.indexOf('ExclusivityExpired');
        expect(expired).toBeGreaterThan(-1);
        expect(types.slice(expired)).not.toContain('OfferMade');
        if (offer.status === 201) {
          expect(types.slice(0, expired)).toContain('OfferMade');
          // Its negotiation ended: the processor expired it with the exclusivity.
          expect(types.slice(0, expired + 1).filter((type) => type === 'OfferExpired')).toHaveLength(1);
        } else {
          expect([offer.status, offer.body.message]).toEqual([403, negotiationMessages.onlyHolder]);
          expect(types).not.toContain('OfferMade');
        }
      } finally {
        now = started;
      }
    }
  });

  it('at the end of the exclusivity the offer is refused (403) and nothing is recorded', async () => {
    const { buyer, practice } = await negotiatingPractice(t, { hours: 24 });
    const started = now;
    try {
      now = new Date(started.getTime() + 24 * HOUR + 1000);
      const agent = await agentFor(t, buyer.id);
      const before = await eventTypes(t, practice.id);
      const res = await postOffer(agent, practice.id, { amount: 1000, rate: [year] });
      expect([res.status, res.body.message]).toEqual([403, negotiationMessages.onlyHolder]);
      expect(await eventTypes(t, practice.id)).toEqual(before);
    } finally {
      now = started;
    }
  });
});
