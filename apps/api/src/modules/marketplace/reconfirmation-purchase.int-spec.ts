import { apiRoutes } from '@pratiche/contracts';
import { italianDay } from '@pratiche/domain';
import { readEvents } from '../../testing/accounts';
import { agentFor, createFastUser, walletBalance } from '../../testing/marketplace';
import { reconfirmPractice, reviewPractice, submitPractice } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

const DAY = 86_400_000;

/**
 * Issue 28: "after 30 days without reconfirmation the listing shows 'Da riconfermare' and
 * exclusive access cannot be bought until the seller reconfirms". Base access stays on sale.
 */
describe('the exclusivity waits for the reconfirmation of the credit (issue 28)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });

  const spentBy = async (buyerId: number) => (await readEvents(t, `wallet-${buyerId}`)).filter((e) => e.type === 'CreditsSpent');

  it('30 days after the approval: exclusive access refused (409, nothing charged), base access sold; after the reconfirmation the exclusivity sells', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const practice = await submitPractice(seller.agent);
    await reviewPractice(t, practice.id, 'approved');
    const started = now;
    try {
      // One day before the deadline the exclusivity is still on sale.
      now = new Date(Date.parse(practice.lastConfirmationDate) + 29 * DAY);
      const early = await createFastUser(t, { credits: 100 });
      await early.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 }).expect(200);

      now = new Date(Date.parse(practice.lastConfirmationDate) + 30 * DAY + 25 * 3_600_000);
      const buyer = await createFastUser(t, { credits: 300 });
      const refused = await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Il venditore deve riconfermare la disponibilità del credito: l'esclusiva si potrà acquistare dopo la riconferma");
      expect(await walletBalance(t, buyer.id)).toBe(300);
      expect(await spentBy(buyer.id)).toEqual([]);

      await buyer.agent.post(apiRoutes.marketplaceView(practice.id)).send({ accessType: 'base' }).expect(200);
      expect(await walletBalance(t, buyer.id)).toBe(290);

      await reconfirmPractice(await agentFor(t, seller.id), practice.id, { asOf: italianDay(now.toISOString()) }).expect(200);
      const bought = await buyer.agent.post(apiRoutes.marketplaceExclusive(practice.id)).send({ hours: 24 });
      expect(bought.status).toBe(200);
      expect(bought.body.walletBalance).toBe(190);
    } finally {
      now = started;
    }
  });
});
