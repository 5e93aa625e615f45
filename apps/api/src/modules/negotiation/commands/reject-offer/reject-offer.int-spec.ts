import { apiRoutes, negotiationApiMessages } from '@pratiche/contracts';
import { negotiationMessages } from '@pratiche/domain';
import { makeOffer, negotiatingPractice } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/reject (issue 29: "the owner may reject, with an optional reason")', () => {
  const t = useTestApp();

  it('the seller rejects with a reason: 200 with the offer rejected, its reason and decision time', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const res = await seller.agent.post(apiRoutes.offerReject(offer.id)).send({ reason: ' Troppo bassa ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: offer.id, status: 'rejected', reason: 'Troppo bassa' });
    expect(res.body.decidedAt).not.toBeNull();
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'OfferRejected',
      data: { offerId: offer.id, by: seller.id, reason: 'Troppo bassa' },
    });
  });

  it('a reason too long (400, the domain) or not text (400, the schema), and the author rejecting its own offer (403): nothing recorded', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const before = (await practiceEvents(t, practice.id)).length;
    const long = await seller.agent.post(apiRoutes.offerReject(offer.id)).send({ reason: 'x'.repeat(501) });
    expect([long.status, long.body.message]).toEqual([400, negotiationMessages.reasonTooLong]);
    const typed = await seller.agent.post(apiRoutes.offerReject(offer.id)).send({ reason: 42 });
    expect([typed.status, typed.body.message]).toEqual([400, negotiationApiMessages.reason]);
    const own = await buyer.agent.post(apiRoutes.offerReject(offer.id)).send({});
    expect([own.status, own.body.message]).toEqual([403, negotiationMessages.notCounterpart]);
    expect(await practiceEvents(t, practice.id)).toHaveLength(before);
  });
});
