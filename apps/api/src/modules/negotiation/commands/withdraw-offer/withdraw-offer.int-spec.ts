import { apiRoutes } from '@pratiche/contracts';
import { negotiationMessages } from '@pratiche/domain';
import { makeOffer, negotiatingPractice } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/withdraw (issue 29: "the author may withdraw an offer before a decision")', () => {
  const t = useTestApp();

  it('only the author withdraws: the seller 403, the holder 200 with the offer withdrawn, then a new offer may be made', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const refused = await seller.agent.post(apiRoutes.offerWithdraw(offer.id));
    expect([refused.status, refused.body.message]).toEqual([403, negotiationMessages.notAuthor]);
    const res = await buyer.agent.post(apiRoutes.offerWithdraw(offer.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: offer.id, status: 'withdrawn', canWithdraw: false });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'OfferWithdrawn', data: { offerId: offer.id, by: buyer.id } });
    await makeOffer(buyer.agent, practice.id, { amount: 1200, rate: [year] });
  });

  it('an offer already answered cannot be withdrawn (409)', async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    expect((await seller.agent.post(apiRoutes.offerReject(offer.id)).send({})).status).toBe(200);
    const res = await buyer.agent.post(apiRoutes.offerWithdraw(offer.id));
    expect([res.status, res.body.message]).toEqual([409, negotiationMessages.offerNotPending]);
  });
});
