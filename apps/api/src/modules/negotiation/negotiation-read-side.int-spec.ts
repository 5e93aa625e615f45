import {
  apiRoutes,
  type ClosingResponse,
  type MarketplacePageResponse,
  type MyPractice,
  type NegotiationResponse,
  type OfferResponse,
  type PracticeResponse,
  type WaitingNegotiationsResponse,
} from '@pratiche/contracts';
import { allProjections } from '../../app.projections';
import { rebuildProjections } from '../../infrastructure/projections/projection-runner';
import { verifyProjections } from '../../infrastructure/projections/verify-projections';
import { signInAsAdmin } from '../../testing/accounts';
import { agentFor, createFastUser, type FastUser } from '../../testing/marketplace';
import { acceptOnPlatform, completeClosing, declareTradingData, makeOffer, negotiatingPractice, twoRate } from '../../testing/negotiations';
import { useTestApp } from '../../testing/test-app';
import { ExclusivityExpiryProcessor } from '../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';

const HOUR = 3_600_000;

/** Issue 29, read side: what the offers, the closing, the practice and the marketplace read along a negotiation. */
describe('negotiation read side (issue 29)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const [first, second] = twoRate().map((r) => r.year) as [number, number];

  type Agent = FastUser['agent'];
  const ok = async <T>(request: Promise<{ status: number; body: unknown }>, status = 200): Promise<T> => {
    const res = await request;
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as T;
  };
  const offersOf = (agent: Agent, practiceId: number) => ok<NegotiationResponse>(agent.get(apiRoutes.practiceOffers(practiceId)));
  const waitingOf = (agent: Agent) => ok<WaitingNegotiationsResponse>(agent.get(apiRoutes.negotiationsWaiting));
  const turns = async (agent: Agent, practiceId: number) => (await waitingOf(agent)).filter((w) => w.practiceId === practiceId).map((w) => [w.what, w.offerId]);
  const rateStatuses = (p: PracticeResponse) => p.rate.map((r) => [r.year, r.status]);

  /** The holder offers 80,000 on the first rata, the seller counters 90,000, the holder accepts: the closing opens. */
  const acceptedNegotiation = async () => {
    const parties = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const { seller, buyer, practice } = parties;
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first] });
    const counter = await ok<OfferResponse>(seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 90_000 }), 201);
    await ok(buyer.agent.post(apiRoutes.offerAccept(counter.id)));
    return { ...parties, offer, counter };
  };

  const tick = (agent: Agent, offerId: number, step: string, body: object = {}) =>
    ok<ClosingResponse>(agent.post(apiRoutes.offerClosingStep(offerId, step)).send(body));

  it('an offer reads its face value, price per 100 and the flags of each party; pending past its expiry it reads expired before any job', async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const expiresAt = new Date(now.getTime() + 2 * HOUR).toISOString();
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first], expiresAt });
    expect(offer).toMatchObject({ faceValue: 100_000, pricePer100: 80, status: 'pending', userId: buyer.id, buyerId: buyer.id });
    expect(offer).toMatchObject({ canAccept: false, canReject: false, canCounter: false, canWithdraw: true });
    const [asSeller] = (await offersOf(seller.agent, practice.id)).offers;
    expect(asSeller).toMatchObject({ canAccept: true, canReject: true, canCounter: true, canWithdraw: false });

    now = new Date(Date.parse(expiresAt));
    const [expired] = (await offersOf(await agentFor(t, seller.id), practice.id)).offers;
    expect(expired).toMatchObject({ status: 'expired', canAccept: false, canReject: false, canCounter: false, canWithdraw: false });
    expect((await offersOf(await agentFor(t, buyer.id), practice.id)).canOffer).toBe(true);
  });

  it('GET offers: owner and admin read every negotiation, the negotiating buyer only its own, another buyer 403, no such practice 404', async () => {
    now = new Date();
    const { seller, buyer: earlier, practice } = await negotiatingPractice(t, { body: { rate: twoRate() }, hours: 24 });
    const withdrawn = await makeOffer(earlier.agent, practice.id, { amount: 70_000, rate: [first] });
    await ok(earlier.agent.post(apiRoutes.offerWithdraw(withdrawn.id)));
    now = new Date(now.getTime() + 25 * HOUR);
    const holder = await createFastUser(t, { credits: 1000 });
    await ok(holder.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 }));
    await declareTradingData(holder.agent);
    const current = await makeOffer(holder.agent, practice.id, { amount: 40_000, rate: [second] });

    const ids = (body: NegotiationResponse) => body.offers.map((o) => o.id);
    expect(ids(await offersOf(await agentFor(t, seller.id), practice.id))).toEqual([withdrawn.id, current.id]);
    expect(ids(await offersOf(await signInAsAdmin(t), practice.id))).toEqual([withdrawn.id, current.id]);
    const own = await offersOf(await agentFor(t, earlier.id), practice.id);
    expect([ids(own), own.canOffer]).toEqual([[withdrawn.id], false]);
    const holders = await offersOf(holder.agent, practice.id);
    expect([ids(holders), holders.canOffer, holders.exclusiveUntil]).toEqual([[current.id], false, expect.any(String)]);

    const stranger = await createFastUser(t, { credits: 10 });
    const refused = await stranger.agent.get(apiRoutes.practiceOffers(practice.id));
    expect([refused.status, refused.body.message]).toEqual([403, 'Non puoi vedere le trattative di questa pratica']);
    expect((await stranger.agent.get(apiRoutes.practiceOffers(999_999_999))).status).toBe(404);
    expect((await t.agent().get(apiRoutes.practiceOffers(practice.id))).status).toBe(401);
  });

  it('waiting negotiations: each party sees the turns that are its own, the offer to answer, then the next closing step', async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first] });
    expect([await turns(seller.agent, practice.id), await turns(buyer.agent, practice.id)]).toEqual([[['offer', offer.id]], []]);
    const counter = await ok<OfferResponse>(seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 90_000 }), 201);
    expect([await turns(seller.agent, practice.id), await turns(buyer.agent, practice.id)]).toEqual([[], [['offer', counter.id]]]);
    await ok(buyer.agent.post(apiRoutes.offerAccept(counter.id)));
    expect([await turns(seller.agent, practice.id), await turns(buyer.agent, practice.id)]).toEqual([[['closing', counter.id]], []]);
    const communicated = await tick(seller.agent, counter.id, 'comunicazione', { protocol: 'ade-2026-000123' });
    expect(communicated).toMatchObject({ nextStep: 'esito', nextActor: 'seller', protocol: 'ADE-2026-000123' });
    expect([await turns(seller.agent, practice.id), await turns(buyer.agent, practice.id)]).toEqual([[['closing', counter.id]], []]);
    const closing = await tick(seller.agent, counter.id, 'esito', { outcome: 'superata' });
    expect(closing).toMatchObject({ nextStep: 'accettazione', nextActor: 'buyer' });
    expect([await turns(seller.agent, practice.id), await turns(buyer.agent, practice.id)]).toEqual([[], [['closing', counter.id]]]);
  });

  it('a practice in closing stays in_trattativa after its exclusivity end passed: in the detail, in the marketplace, and no expiry is recorded', async () => {
    now = new Date();
    const { seller, practice, counter } = await acceptedNegotiation();
    now = new Date(now.getTime() + 49 * HOUR);
    await t.app.get(ExclusivityExpiryProcessor).runOnce(now);
    const { rows } = await t.database.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1', [
      `practice-${practice.id}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['OfferAccepted']);
    const sellerAgent = await agentFor(t, seller.id);
    const detail = await ok<PracticeResponse>(sellerAgent.get(apiRoutes.practice(practice.id)));
    expect([detail.saleStatus, detail.exclusiveUntil]).toEqual(['in_trattativa', null]);
    expect(rateStatuses(detail)).toEqual([
      [first, 'in_trattativa'],
      [second, 'in_trattativa'],
    ]);
    const other = await createFastUser(t);
    const inTab = await ok<MarketplacePageResponse>(
      other.agent.get(apiRoutes.marketplace).query({ page: 1, tab: 'in_trattativa', search: String(practice.id) }),
    );
    expect(inTab.items.map((item) => [item.id, item.saleStatus])).toEqual([[practice.id, 'in_trattativa']]);
    const available = await ok<MarketplacePageResponse>(
      other.agent.get(apiRoutes.marketplace).query({ page: 1, tab: 'disponibili', search: String(practice.id) }),
    );
    expect(available.items).toEqual([]);
    expect((await offersOf(sellerAgent, practice.id)).closings.map((c) => [c.offerId, c.status])).toEqual([[counter.id, 'open']]);
  });

  it("the holder keeps its exclusivity while the closing is open, past the exclusivity's end: its documents, 'isExclusiveHolder', no 2-hour warning", async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() }, files: [{ name: 'visura.pdf' }] });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first] });
    await ok(seller.agent.post(apiRoutes.offerAccept(offer.id)));
    now = new Date(now.getTime() + 49 * HOUR);
    const holder = await agentFor(t, buyer.id);
    const mine = async () => (await ok<MyPractice[]>(holder.get(apiRoutes.marketplaceMyPractices))).find((p) => p.id === practice.id)!;
    expect(await mine()).toMatchObject({ saleStatus: 'in_trattativa', isExclusiveHolder: true });
    const [file] = (await ok<PracticeResponse>(seller.agent.get(apiRoutes.practice(practice.id)))).documents.societari;
    expect((await holder.get(apiRoutes.document(file!.filename))).status).toBe(200);
    const warned = await t.database.query('SELECT 1 FROM notification_exclusivities WHERE practice_id = $1', [practice.id]);
    expect(warned.rows).toEqual([]);
    await ok(holder.post(apiRoutes.offerClosingAbandon(offer.id)).send({ reason: 'Fondi non disponibili' }));
    expect(await mine()).toMatchObject({ saleStatus: 'disponibile', isExclusiveHolder: false });
  });

  it('a partial closing: the covered rata reads ceduta, the rest disponibile again, and the face value still for sale excludes the ceded one', async () => {
    now = new Date();
    const { seller, buyer, practice, counter } = await acceptedNegotiation();
    await acceptOnPlatform(seller.agent, buyer.agent, counter.id, 'ADE-2026-000124');
    const closed = await tick(seller.agent, counter.id, 'pagamento', { reference: '12345678901' });
    expect(closed).toMatchObject({ status: 'completed', nextStep: null, nextActor: null, endedAt: expect.any(String) });

    const detail = await ok<PracticeResponse>(seller.agent.get(apiRoutes.practice(practice.id)));
    expect([detail.saleStatus, detail.exclusiveUntil]).toEqual(['disponibile', null]);
    expect(rateStatuses(detail)).toEqual([
      [first, 'ceduta'],
      [second, 'disponibile'],
    ]);
    expect(detail.availableFaceValue).toBe(50_000.5);
    const other = await createFastUser(t);
    const listed = await ok<MarketplacePageResponse>(
      other.agent.get(apiRoutes.marketplace).query({ page: 1, tab: 'disponibili', search: String(practice.id) }),
    );
    expect(listed.items.map((item) => [item.saleStatus, item.availableFaceValue, item.rate.map((r) => r.status)])).toEqual([
      ['disponibile', 50_000.5, ['ceduta', 'disponibile']],
    ]);
  });

  it("what a party wrote is personal data: once the buyer is erased its notes and its abandon's reason read 'Dato cancellato', the seller's rejection reason stays, and a rebuild equals live", async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const rejected = await makeOffer(buyer.agent, practice.id, { amount: 70_000, rate: [first], notes: 'Pagamento in 3 giorni, Mario Rossi' });
    await ok(seller.agent.post(apiRoutes.offerReject(rejected.id)).send({ reason: 'Troppo basso per Anna Bianchi' }));
    const accepted = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first] });
    await ok(seller.agent.post(apiRoutes.offerAccept(accepted.id)));
    await ok(buyer.agent.post(apiRoutes.offerClosingAbandon(accepted.id)).send({ reason: 'Il mio CFO Luca Verdi non approva' }));
    const stored = await t.database.query<{ data: string }>(
      "SELECT data::text FROM events WHERE stream_id = $1 AND type IN ('OfferMade', 'ClosingAbandoned')",
      [`practice-${practice.id}`],
    );
    expect(stored.rows.map((r) => r.data).join()).not.toMatch(/Mario Rossi|Luca Verdi/);

    await (await signInAsAdmin(t)).delete(apiRoutes.adminUser(buyer.id)).expect(200);
    const read = await offersOf(seller.agent, practice.id);
    expect(read.offers.find((o) => o.id === rejected.id)).toMatchObject({ notes: 'Dato cancellato', reason: 'Troppo basso per Anna Bianchi' });
    expect(read.closings[0]).toMatchObject({ status: 'abandoned', abandonReason: 'Dato cancellato' });
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it("what a party wrote is personal data: once the seller is erased its rejection reason reads 'Dato cancellato', the buyer's notes stay, and a rebuild equals live", async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const rejected = await makeOffer(buyer.agent, practice.id, { amount: 70_000, rate: [first], notes: 'Pagamento in 3 giorni' });
    await ok(seller.agent.post(apiRoutes.offerReject(rejected.id)).send({ reason: 'Troppo basso per Anna Bianchi' }));

    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(seller.id)).expect(200);
    const read = await offersOf(admin, practice.id);
    expect(read.offers.find((o) => o.id === rejected.id)).toMatchObject({ notes: 'Pagamento in 3 giorni', reason: 'Dato cancellato' });
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('rebuild equals live after a full negotiation (offer, counter, accept, every closing step, a partial closing)', async () => {
    now = new Date();
    const { seller, buyer, practice, counter } = await acceptedNegotiation();
    await completeClosing(seller.agent, buyer.agent, counter.id, 'ADE-2026-000125');
    const admin = await signInAsAdmin(t);
    const before = [await offersOf(admin, practice.id), await ok(admin.get(apiRoutes.practice(practice.id)))];

    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
    await rebuildProjections(t.database, allProjections);
    expect([await offersOf(admin, practice.id), await ok(admin.get(apiRoutes.practice(practice.id)))]).toEqual(before);
  });
});
