import { apiRoutes } from '@pratiche/contracts';
import { negotiationMessages } from '@pratiche/domain';
import { signInAsAdmin } from '../../../../testing/accounts';
import { agentFor, createFastUser } from '../../../../testing/marketplace';
import { makeOffer, negotiatingPractice, twoRate } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const HOUR = 3_600_000;
const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/accept (issue 29: "the owner may accept"; an accepted offer opens the closing)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  it('the seller accepts: 200 with the offer accepted, OfferAccepted recorded, the closing open and the practice still in trattativa with no end', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 95_000, rate: [year] });
    const res = await seller.agent.post(apiRoutes.offerAccept(offer.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: offer.id, status: 'accepted', canAccept: false, canWithdraw: false });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'OfferAccepted',
      data: { offerId: offer.id, by: seller.id, buyerId: buyer.id, sellerId: seller.id, amount: 95_000, rate: [String(year)] },
    });
    const { rows } = await t.database.query(
      `SELECT sale_status, ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(exclusivities) e) AS holders, exclusive_until FROM practices_view WHERE id = $1`,
      [practice.id],
    );
    expect(rows[0]).toEqual({ sale_status: 'in_trattativa', holders: [buyer.id], exclusive_until: null });
  });

  it('two parallel accepts of one offer accept once: one 200, the other 409, one OfferAccepted in the stream', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const second = await agentFor(t, seller.id);
    const answers = await Promise.all([seller.agent.post(apiRoutes.offerAccept(offer.id)), second.post(apiRoutes.offerAccept(offer.id))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(negotiationMessages.offerNotPending);
    expect((await practiceEvents(t, practice.id)).filter((e) => e.type === 'OfferAccepted')).toHaveLength(1);
  });

  it("the author, a third party, another practice's seller or an admin cannot accept (403, nothing recorded)", async () => {
    const { buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const other = await negotiatingPractice(t);
    const before = (await practiceEvents(t, practice.id)).length;
    for (const agent of [buyer.agent, (await createFastUser(t)).agent, other.seller.agent, await signInAsAdmin(t)]) {
      const res = await agent.post(apiRoutes.offerAccept(offer.id));
      expect([res.status, res.body.message]).toEqual([403, negotiationMessages.notCounterpart]);
    }
    expect(await practiceEvents(t, practice.id)).toHaveLength(before);
  });

  it("an offer past its expiry cannot be accepted (409 'L'offerta è scaduta'), and reads as expired", async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year], expiresAt: new Date(now.getTime() + HOUR).toISOString() });
    const started = now;
    try {
      now = new Date(started.getTime() + 2 * HOUR);
      const agent = await agentFor(t, seller.id);
      const res = await agent.post(apiRoutes.offerAccept(offer.id));
      expect([res.status, res.body.message]).toEqual([409, negotiationMessages.offerExpired]);
    } finally {
      now = started;
    }
  });

  it("an unknown offer id or a malformed one: 404 'Offerta non trovata'", async () => {
    const user = await createFastUser(t);
    for (const id of [999_999, 'abc', '0']) {
      const res = await user.agent.post(apiRoutes.offerAccept(id));
      expect([res.status, res.body.message]).toEqual([404, negotiationMessages.offerNotFound]);
    }
  });
});
