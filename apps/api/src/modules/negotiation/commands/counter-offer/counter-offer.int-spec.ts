import { apiRoutes, negotiationApiMessages } from '@pratiche/contracts';
import { negotiationMessages } from '@pratiche/domain';
import { createFastUser } from '../../../../testing/marketplace';
import { makeOffer, negotiatingPractice, twoRate } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/counter (issue 29: "the owner may counter; the holder may then do the same")', () => {
  const t = useTestApp();

  it("a seller's counter (201, the new offer replying to the first) and then the holder's accept", async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [year] });
    const res = await seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 95_000, notes: 'Il minimo è 95.000' });
    expect(res.status).toBe(201);
    const counter = res.body;
    expect(counter).toMatchObject({ userId: seller.id, buyerId: buyer.id, amount: 95_000, rate: [String(year)], repliesTo: offer.id, status: 'pending' });
    expect(counter.id).not.toBe(offer.id);
    const events = await practiceEvents(t, practice.id);
    expect(events.slice(-2)).toMatchObject([
      { type: 'OfferCountered', data: { offerId: offer.id, by: seller.id } },
      { type: 'OfferMade', data: { offerId: counter.id, by: seller.id, buyerId: buyer.id, repliesTo: offer.id } },
    ]);
    // The countered offer waits no more: its seller can no longer accept it.
    const first = await seller.agent.post(apiRoutes.offerAccept(offer.id));
    expect([first.status, first.body.message]).toEqual([409, negotiationMessages.offerNotPending]);
    const accepted = await buyer.agent.post(apiRoutes.offerAccept(counter.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: counter.id, status: 'accepted' });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'OfferAccepted', data: { offerId: counter.id, by: buyer.id, amount: 95_000 } });
  });

  it('the holder counters the counter with other rate', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [year] });
    const counter = (await seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 99_000 })).body;
    const res = await buyer.agent.post(apiRoutes.offerCounter(counter.id)).send({ amount: 140_000, rate: [year, year + 1] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: buyer.id, amount: 140_000, rate: [String(year), String(year + 1)], faceValue: 150_000.5, repliesTo: counter.id });
  });

  it('a counter by a third party is refused: 403, nothing recorded; nor may the author counter its own offer', async () => {
    const { buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const other = await negotiatingPractice(t);
    const before = (await practiceEvents(t, practice.id)).length;
    for (const agent of [(await createFastUser(t)).agent, other.seller.agent, other.buyer.agent, buyer.agent]) {
      const res = await agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 2000 });
      expect([res.status, res.body.message]).toEqual([403, negotiationMessages.notCounterpart]);
    }
    expect(await practiceEvents(t, practice.id)).toHaveLength(before);
  });

  it('bad counters: unchanged terms, above the face value, a wrong type; each 400 with its message and no event', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const before = (await practiceEvents(t, practice.id)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{}, negotiationMessages.counterUnchanged],
      [{ amount: 1000 }, negotiationMessages.counterUnchanged],
      [{ amount: 200_000 }, negotiationMessages.amountAboveFace(150_000.5)],
      [{ amount: 'mille' }, negotiationApiMessages.offer],
    ];
    for (const [body, message] of cases) {
      const res = await seller.agent.post(apiRoutes.offerCounter(offer.id)).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(await practiceEvents(t, practice.id)).toHaveLength(before);
  });
});
