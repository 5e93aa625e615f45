import { apiRoutes, type PracticeResponse } from '@pratiche/contracts';
import { signInAsAdmin } from '../../testing/accounts';
import { agentFor, createFastUser } from '../../testing/marketplace';
import { acceptedOffer, completeClosing, twoRate } from '../../testing/negotiations';
import { createSeller, reviewPractice, submitPractice } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 3_600_000;

/**
 * Spec 6: seller contact data and document downloads only for purchased practices; while another
 * buyer's exclusivity runs, only its holder downloads (the zip hidden without exclusive access).
 */
describe('what a purchase opens: documents, zip and seller data (spec 6)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  type Agent = ReturnType<TestApp['agent']>;
  const statuses = async (agent: Agent, practiceId: number, filename: string, sellerId: number) => ({
    document: (await agent.get(apiRoutes.document(filename))).status,
    zip: (await agent.get(apiRoutes.practiceDownloadAll(practiceId))).status,
    seller: (await agent.get(apiRoutes.userById(sellerId))).status,
  });

  it('nothing before a purchase, everything after base access; during another buyer exclusivity only its holder downloads', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    const filename = practice.documents.societari[0]!.filename;
    const [base, exclusive, other] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 100 }), await createFastUser(t)];

    expect(await statuses(base.agent, practice.id, filename, seller.user.id)).toEqual({ document: 403, zip: 403, seller: 403 });
    await base.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
    expect(await statuses(base.agent, practice.id, filename, seller.user.id)).toEqual({ document: 200, zip: 200, seller: 200 });

    await exclusive.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 }).expect(200);
    expect(await statuses(exclusive.agent, practice.id, filename, seller.user.id)).toEqual({ document: 200, zip: 200, seller: 200 });
    expect(await statuses(base.agent, practice.id, filename, seller.user.id)).toEqual({ document: 403, zip: 403, seller: 200 });
    expect(await statuses(other.agent, practice.id, filename, seller.user.id)).toEqual({ document: 403, zip: 403, seller: 403 });

    const started = now;
    try {
      now = new Date(started.getTime() + 24 * HOUR);
      const [baseAgain, exclusiveAgain] = [await agentFor(t, base.id), await agentFor(t, exclusive.id)];
      expect(await statuses(baseAgain, practice.id, filename, seller.user.id)).toEqual({ document: 200, zip: 200, seller: 200 });
      expect(await statuses(exclusiveAgain, practice.id, filename, seller.user.id)).toEqual({ document: 200, zip: 200, seller: 200 });
    } finally {
      now = started;
    }
  });

  it("access to one seller's practice opens that seller's data only, not other users' (other ids)", async () => {
    const [seller, otherSeller] = [await createSeller(t), await createSeller(t)];
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    const [buyer, otherBuyer] = [await createFastUser(t, { credits: 10 }), await createFastUser(t, { credits: 10 })];
    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({}).expect(200);
    expect((await buyer.agent.get(apiRoutes.userById(seller.user.id))).body).toMatchObject({ id: seller.user.id, email: seller.user.email });
    expect((await buyer.agent.get(apiRoutes.userById(otherSeller.user.id))).status).toBe(403);
    expect((await buyer.agent.get(apiRoutes.userById(otherBuyer.id))).status).toBe(403);
    // The seller gains nothing on the buyer by being bought from.
    expect((await seller.agent.get(apiRoutes.userById(buyer.id))).status).toBe(403);
  });

  it('a deleted practice no longer opens its seller data', async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    const buyer = await createFastUser(t, { credits: 10 });
    await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({}).expect(200);
    await (await signInAsAdmin(t)).delete(apiRoutes.adminPractice(practice.id)).expect(200);
    expect((await buyer.agent.get(apiRoutes.userById(seller.user.id))).status).toBe(403);
    expect((await buyer.agent.get(apiRoutes.marketplaceMyPractices)).body).toEqual([]);
  });

  it('my-practices lists the purchases with accessType and exclusivityEndDate; exclusivities lists the exclusive ones', async () => {
    const seller = await createSeller(t);
    const [first, second] = [await submitPractice(seller.agent, { fiscali: ['f24.pdf'] }), await submitPractice(seller.agent)];
    await reviewPractice(t, first.id, 'approved');
    await reviewPractice(t, second.id, 'approved');
    const buyer = await createFastUser(t, { credits: 110 });
    await buyer.agent.post(apiRoutes.marketplaceView(first.id)).send({}).expect(200);
    await buyer.agent.post(apiRoutes.marketplaceExclusive(second.id)).send({ hours: 24 }).expect(200);
    const until = new Date(now.getTime() + 24 * HOUR).toISOString();
    const mine = (await buyer.agent.get(apiRoutes.marketplaceMyPractices)).body;
    expect(mine).toEqual([
      expect.objectContaining({ id: second.id, accessType: 'exclusive', exclusivityEndDate: until, saleStatus: 'in_trattativa', userId: seller.user.id }),
      expect.objectContaining({ id: first.id, accessType: 'base', exclusivityEndDate: null, saleStatus: 'disponibile', documents: first.documents }),
    ]);
    expect((await buyer.agent.get(apiRoutes.marketplaceExclusivities)).body).toEqual([
      { practiceId: second.id, hours: 24, credits: 100, exclusiveStartDate: now.toISOString(), exclusiveEndDate: until, isActive: true },
    ]);
    expect((await seller.agent.get(apiRoutes.practice(second.id))).body).toMatchObject({ saleStatus: 'in_trattativa', exclusiveUntil: until });
    // The seller's full list (spliced in SQL) answers the running exclusivity as the detail does.
    const sellersList: PracticeResponse[] = (await seller.agent.get(apiRoutes.practices)).body;
    expect(sellersList.map((p) => [p.id, p.saleStatus, p.exclusiveUntil])).toEqual([
      [second.id, 'in_trattativa', until],
      [first.id, 'disponibile', null],
    ]);
  });

  it('the weekly counter: the amount of practices marked ceduta through the portal this week, public, nothing else', async () => {
    const before = (await t.request().get(apiRoutes.marketplaceWeeklySales)).body.creditsSoldThisWeek as number;
    const seller = await createSeller(t);
    const [portal, elsewhere] = [
      await submitPractice(seller.agent, { body: { amount: 12_345.5 } }),
      await submitPractice(seller.agent, { body: { amount: 99_999 } }),
    ];
    for (const p of [portal, elsewhere]) await reviewPractice(t, p.id, 'approved');
    await seller.agent.patch(apiRoutes.practiceSaleStatus(portal.id)).send({ saleStatus: 'ceduta', viaPortal: true }).expect(200);
    await seller.agent.patch(apiRoutes.practiceSaleStatus(elsewhere.id)).send({ saleStatus: 'ceduta', viaPortal: false }).expect(200);
    const res = await t.request().get(apiRoutes.marketplaceWeeklySales);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ creditsSoldThisWeek: before + 12_345.5 });
  });

  it('issue 46: a completed closing counts the face value of the rate it transferred, and a practice sold by its last closing is not counted twice', async () => {
    const sold = async () => (await t.request().get(apiRoutes.marketplaceWeeklySales)).body.creditsSoldThisWeek as number;
    const [first, second] = twoRate();
    const complete = async (agents: { seller: { agent: Agent }; buyer: { agent: Agent } }, offerId: number, protocol: string) => {
      await completeClosing(agents.seller.agent, agents.buyer.agent, offerId, protocol);
    };
    const before = await sold();
    const oneRata = await acceptedOffer(t, [first!.year], { body: { rate: twoRate() } });
    await complete(oneRata, oneRata.offerId, 'WEEK0001');
    expect(await sold()).toBe(before + first!.amount);
    // Both rate in one closing: the practice is then ceduta through the portal, by that closing.
    const whole = await acceptedOffer(t, [first!.year, second!.year], { body: { rate: twoRate() } });
    await complete(whole, whole.offerId, 'WEEK0002');
    expect((await whole.seller.agent.get(apiRoutes.practice(whole.practice.id))).body.saleStatus).toBe('ceduta');
    expect(await sold()).toBe(before + first!.amount + first!.amount + second!.amount);
  });
});
