import { apiRoutes, type MarketplacePractice, type PracticeResponse } from '@pratiche/contracts';
import { marketplaceMessages } from '@pratiche/domain';
import { readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { agentFor, createApprovedPractice, createFastUser, walletBalance } from '../../../../testing/marketplace';
import { practiceBody } from '../../../../testing/practices';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

const HOUR = 3_600_000;

describe('POST /api/marketplace/view/:id and /exclusive/:id (spec 4, 7, 9)', () => {
  let now = new Date('2026-03-02T10:00:00.000Z');
  const t = useTestApp({ clock: () => now });

  const listed = async (agent: ReturnType<TestApp['agent']>, id: number) =>
    ((await agent.get(apiRoutes.marketplace)).body as MarketplacePractice[]).find((p) => p.id === id);

  it('base access costs 10 credits: debit and access in one transaction, seller and documents then shown', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t, { credits: 25 });
    const practiceId = await createApprovedPractice(t, seller.id);
    expect(await listed(buyer.agent, practiceId)).toMatchObject({ accessType: null, userId: null, sellerCompanyName: null, documents: null });

    const res = await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({ accessType: 'base' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Accesso acquistato', walletBalance: 15, practice: { id: practiceId, accessType: 'base', userId: seller.id } });
    expect(res.body.practice.sellerCompanyName).toEqual(expect.any(String));
    expect(await walletBalance(t, buyer.id)).toBe(15);
    const [spent] = await readEvents(t, `wallet-${buyer.id}`).then((e) => e.filter((x) => x.type === 'CreditsSpent'));
    expect(spent!.data).toMatchObject({ credits: 10, practiceId, accessType: 'base', hours: null });
    const { rows } = await t.database.query<{ transaction_id: string }>(
      `SELECT DISTINCT transaction_id::text FROM events WHERE type IN ('CreditsSpent', 'PracticeAccessPurchased') AND data ->> 'practiceId' = $1`,
      [String(practiceId)],
    );
    expect(rows).toHaveLength(1);
    expect(await listed(buyer.agent, practiceId)).toMatchObject({ accessType: 'base', userId: seller.id, documents: { societari: [], fiscali: [] } });
  });

  it.each([
    [24, 100],
    [48, 180],
    [72, 250],
  ])('exclusivity for %i hours costs %i credits and puts the practice in_trattativa until its end', async (hours, credits) => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t, { credits: 300 });
    const practiceId = await createApprovedPractice(t, seller.id);
    const res = await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours });
    expect(res.status).toBe(200);
    const until = new Date(now.getTime() + hours * HOUR).toISOString();
    expect(res.body).toMatchObject({
      message: `Esclusività acquistata per ${hours} ore`,
      walletBalance: 300 - credits,
      practice: { saleStatus: 'in_trattativa', exclusiveUntil: until, accessType: 'exclusive', exclusivityEndDate: until, isExclusiveHolder: true },
    });
    const seen = await (await createFastUser(t)).agent.get(apiRoutes.marketplace);
    expect((seen.body as MarketplacePractice[]).find((p) => p.id === practiceId)).toMatchObject({ saleStatus: 'in_trattativa', isExclusiveHolder: false });
  });

  it('the answer is the practice as the listing shows it once the purchase has committed', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t, { credits: 200 });
    const [base, exclusive] = [await createApprovedPractice(t, seller.id), await createApprovedPractice(t, seller.id)];
    const bought = await buyer.agent.post(apiRoutes.marketplaceView(base)).send({ accessType: 'base' });
    const held = await buyer.agent.post(apiRoutes.marketplaceExclusive(exclusive)).send({ hours: 24 });
    expect([bought.status, held.status]).toEqual([200, 200]);
    expect(bought.body.practice).toEqual(await listed(buyer.agent, base));
    expect(held.body.practice).toEqual(await listed(buyer.agent, exclusive));
    expect(held.body.practice).toMatchObject({ accessType: 'exclusive', isExclusiveHolder: true, userId: seller.id });
  });

  it('an exclusivity past its end reads as disponibile before the processor records it, and another buyer may take it', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const [first, second] = [await createFastUser(t, { credits: 100 }), await createFastUser(t, { credits: 100 })];
    const practiceId = await createApprovedPractice(t, seller.id);
    await first.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }).expect(200);
    const started = now;
    try {
      now = new Date(started.getTime() + 24 * HOUR);
      const [firstAgent, secondAgent] = [await agentFor(t, first.id), await agentFor(t, second.id)];
      expect(await listed(secondAgent, practiceId)).toMatchObject({ saleStatus: 'disponibile', exclusiveUntil: null });
      expect(await listed(firstAgent, practiceId)).toMatchObject({
        saleStatus: 'disponibile',
        isExclusiveHolder: false,
        exclusivityEndDate: now.toISOString(),
      });
      const res = await secondAgent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 });
      expect(res.status).toBe(200);
      const types = (await readEvents(t, `practice-${practiceId}`)).map((e) => e.type);
      expect(types.slice(-3)).toEqual(['ExclusivityPurchased', 'ExclusivityExpired', 'ExclusivityPurchased']);
    } finally {
      now = started;
    }
  });

  describe('refusals: clear Italian errors and nothing charged', () => {
    const refused = async (res: { status: number; body: { message: string } }, status: number, message: string, buyerId: number, balance: number) => {
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await walletBalance(t, buyerId)).toBe(balance);
    };

    it('too few credits: 409 with the price and the balance', async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const buyer = await createFastUser(t, { credits: 9 });
      const practiceId = await createApprovedPractice(t, seller.id);
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 409, marketplaceMessages.insufficientCredits(10, 9), buyer.id, 9);
      await refused(
        await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }),
        409,
        marketplaceMessages.insufficientCredits(100, 9),
        buyer.id,
        9,
      );
    });

    it('the same base access twice: 409', async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const buyer = await createFastUser(t, { credits: 50 });
      const practiceId = await createApprovedPractice(t, seller.id);
      await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}).expect(200);
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 409, marketplaceMessages.alreadyPurchased, buyer.id, 40);
    });

    it("another buyer's running exclusivity: 409 for base and exclusive access", async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const [holder, other] = [await createFastUser(t, { credits: 100 }), await createFastUser(t, { credits: 500 })];
      const practiceId = await createApprovedPractice(t, seller.id);
      await holder.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24 }).expect(200);
      await refused(await other.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 409, marketplaceMessages.underExclusivity, other.id, 500);
      await refused(
        await other.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 72 }),
        409,
        marketplaceMessages.underExclusivity,
        other.id,
        500,
      );
    });

    it('a practice marked ceduta: 409', async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const buyer = await createFastUser(t, { credits: 100 });
      const practiceId = await createApprovedPractice(t, seller.id);
      await seller.agent.patch(apiRoutes.practiceSaleStatus(practiceId)).send({ saleStatus: 'ceduta', viaPortal: true }).expect(200);
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 409, marketplaceMessages.notAvailable, buyer.id, 100);
    });

    it('his own practice (a user who both sells and buys): 403', async () => {
      const both = await createFastUser(t, { credits: 100, isCedente: true, isCessionario: true });
      const practiceId = await createApprovedPractice(t, both.id);
      await refused(await both.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 403, marketplaceMessages.ownPractice, both.id, 100);
      expect(await listed(both.agent, practiceId)).toBeUndefined();
    });

    it('a practice not approved, deleted, or missing: 404', async () => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const buyer = await createFastUser(t, { credits: 100 });
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(999_999)).send({}), 404, 'Pratica non trovata.', buyer.id, 100);
      const pending = (await seller.agent.post(apiRoutes.practices).send(practiceBody())).body as PracticeResponse;
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(pending.id)).send({}), 404, 'Pratica non trovata.', buyer.id, 100);
      const practiceId = await createApprovedPractice(t, seller.id);
      await (await signInAsAdmin(t)).delete(apiRoutes.adminPractice(practiceId)).expect(200);
      await refused(await buyer.agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 404, 'Pratica non trovata.', buyer.id, 100);
    });

    it.each([12, 0, 'ventiquattro'])('hours %j: 400', async (hours) => {
      const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
      const buyer = await createFastUser(t, { credits: 500 });
      const practiceId = await createApprovedPractice(t, seller.id);
      await refused(await buyer.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours }), 400, marketplaceMessages.invalidHours, buyer.id, 500);
    });

    it("a seller who is not a cessionario: 403 'Devi essere registrato come Cessionario...'", async () => {
      const seller = await createFastUser(t, { credits: 100, isCedente: true, isCessionario: false });
      const practiceId = await createApprovedPractice(t, (await createFastUser(t, { isCedente: true, isCessionario: false })).id);
      await refused(
        await seller.agent.post(apiRoutes.marketplaceView(practiceId)).send({}),
        403,
        'Devi essere registrato come Cessionario per accedere a questa pagina.',
        seller.id,
        100,
      );
    });

    it("a pending buyer: 403 'Account non attivo'", async () => {
      const { agent, user } = await registerUser(t, { isCedente: false, isCessionario: true });
      const practiceId = await createApprovedPractice(t, (await createFastUser(t, { isCedente: true, isCessionario: false })).id);
      await refused(await agent.post(apiRoutes.marketplaceView(practiceId)).send({}), 403, 'Account non attivo', user.id, 0);
    });

    it('signed out: 401', async () => {
      expect((await t.request().post(apiRoutes.marketplaceView(1)).send({})).status).toBe(401);
    });
  });
});
