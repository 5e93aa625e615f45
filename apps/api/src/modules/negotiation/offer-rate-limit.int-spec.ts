import { apiRoutes, negotiationApiMessages } from '@pratiche/contracts';
import { makeOffer, negotiatingPractice } from '../../testing/negotiations';
import { practiceEvents } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

const year = new Date().getFullYear() + 1;

/** Offers, counters and withdrawals are counted per user and practice (`negotiationStep`), here at 4 a minute. */
describe('rate limit of offers, counters and withdrawals per user and practice', () => {
  const limited = useTestApp({ rateLimits: { negotiationStep: { points: 4, durationSeconds: 60 } } });

  it('rate-limit offers, counters and withdrawals per user and practice: after an offer and a counter, 10 parallel withdrawals by the seller: 3 pass the count, 7 get 429 with the Italian message; the buyer is counted apart', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(limited);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const counter = (await seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 1500 }).expect(201)).body as { id: number };
    const answers = await Promise.all(Array.from({ length: 10 }, () => seller.agent.post(apiRoutes.offerWithdraw(counter.id))));
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      expect(res.body.message).toBe(negotiationApiMessages.tooManySteps);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect((await practiceEvents(limited, practice.id)).filter((e) => e.type === 'OfferWithdrawn')).toHaveLength(1);
    // The seller's count on this practice is full: the next step is refused before anything else.
    const again = await seller.agent.post(apiRoutes.offerWithdraw(counter.id));
    expect([again.status, again.body.message]).toEqual([429, negotiationApiMessages.tooManySteps]);
    // The buyer has used one step of his own: his new offer goes through.
    await makeOffer(buyer.agent, practice.id, { amount: 1200, rate: [year] });
  });
});
