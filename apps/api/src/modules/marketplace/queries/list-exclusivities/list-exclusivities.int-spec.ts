import { apiRoutes, type Exclusivity } from '@pratiche/contracts';
import { allProjections } from '../../../../app.projections';
import { verifyProjections } from '../../../../infrastructure/projections/verify-projections';
import { acceptedOffer, negotiatingPractice, twoRate } from '../../../../testing/negotiations';
import { useTestApp } from '../../../../testing/test-app';

const HOUR = 3_600_000;

/**
 * `GET /api/marketplace/exclusivities` (and the dashboard's count of running exclusivities, its
 * `isActive`) reads the domain's rule: an accepted offer keeps the exclusivity running; the
 * closing's end ends it.
 */
describe('GET /api/marketplace/exclusivities along a closing', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const first = twoRate()[0]!.year;

  const exclusivitiesOf = async (agent: ReturnType<typeof t.agent>) => {
    const res = await agent.get(apiRoutes.marketplaceExclusivities);
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Exclusivity[];
  };

  it('an accepted offer keeps the exclusivity running past its end: it reads active while the closing is open', async () => {
    now = new Date();
    const { buyer, practice } = await acceptedOffer(t, [first], { body: { rate: twoRate() }, hours: 24 });
    now = new Date(now.getTime() + 25 * HOUR);
    const read = await exclusivitiesOf(buyer.agent);
    expect(read.map((e) => [e.practiceId, e.isActive])).toEqual([[practice.id, true]]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it("a closing that ends early ends the exclusivity: it reads over, ended at the closing's end", async () => {
    now = new Date();
    const { buyer, practice, offerId } = await acceptedOffer(t, [first], { body: { rate: twoRate() }, hours: 72 });
    now = new Date(now.getTime() + HOUR);
    const abandonedAt = now.toISOString();
    const abandoned = await buyer.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: 'Non più interessato' });
    expect(abandoned.status).toBe(200);
    now = new Date(now.getTime() + HOUR);
    const read = await exclusivitiesOf(buyer.agent);
    expect(read.map((e) => [e.practiceId, e.exclusiveEndDate, e.isActive])).toEqual([[practice.id, abandonedAt, false]]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });

  it('the sale of the practice during the exclusivity ends it there, as the domain does', async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { hours: 72 });
    now = new Date(now.getTime() + HOUR);
    const soldAt = now.toISOString();
    const sold = await seller.agent.patch(apiRoutes.practiceSaleStatus(practice.id)).send({ saleStatus: 'ceduta', viaPortal: true });
    expect(sold.status).toBe(200);
    const read = await exclusivitiesOf(buyer.agent);
    expect(read.map((e) => [e.practiceId, e.exclusiveEndDate, e.isActive])).toEqual([[practice.id, soldAt, false]]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);
  });
});
