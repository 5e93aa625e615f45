import { apiRoutes, type NegotiationResponse, type PracticeResponse } from '@pratiche/contracts';
import { signInAsAdmin } from '../../testing/accounts';
import { agentFor } from '../../testing/marketplace';
import { makeOffer, negotiatingPractice, twoRate } from '../../testing/negotiations';
import { useTestApp } from '../../testing/test-app';
import { ExclusivityExpiryProcessor } from '../marketplace/commands/expire-exclusivities/exclusivity-expiry.processor';
import { MarketplaceReader } from '../marketplace/marketplace.reader';

const HOUR = 3_600_000;

/**
 * Issue 29: "pending offers expire (exactly once, also with several instances); their rate go
 * back to disponibile". The clock is injected; the processor is run by hand, on two instances at once.
 */
describe('offer expiry, with an injected clock (issue 29)', () => {
  let now = new Date();
  const t = useTestApp({ clock: () => now });
  const [first] = twoRate().map((r) => r.year) as [number];

  const typesOf = async (practiceId: number) => {
    const { rows } = await t.database.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `practice-${practiceId}`,
    ]);
    return rows.map((r) => r.type);
  };
  const count = (types: string[], type: string) => types.filter((candidate) => candidate === type).length;

  /** Runs the processor of this instance and of another one at once, at `at`. */
  const bothProcessorsAt = async (at: Date) => {
    const other = await t.anotherInstance({ clock: () => now });
    try {
      return await Promise.all([t.app.get(ExclusivityExpiryProcessor), other.app.get(ExclusivityExpiryProcessor)].map((p) => p.runOnce(at)));
    } finally {
      await other.close();
    }
  };

  it('a pending offer expires exactly once at its own expiry, with two processors running at once; the exclusivity runs on', async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const expiresAt = new Date(now.getTime() + 2 * HOUR);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first], expiresAt: expiresAt.toISOString() });

    await bothProcessorsAt(new Date(expiresAt.getTime() - 1));
    expect(count(await typesOf(practice.id), 'OfferExpired')).toBe(0);
    now = expiresAt;
    await bothProcessorsAt(now);
    const types = await typesOf(practice.id);
    expect([count(types, 'OfferExpired'), count(types, 'ExclusivityExpired')]).toEqual([1, 0]);
    await bothProcessorsAt(new Date(now.getTime() + HOUR));
    expect(count(await typesOf(practice.id), 'OfferExpired')).toBe(1);

    const { rows } = await t.database.query<{ status: string }>('SELECT status FROM offers_view WHERE id = $1', [offer.id]);
    expect(rows.map((r) => r.status)).toEqual(['expired']);
    const asSeller = (await (await agentFor(t, seller.id)).get(apiRoutes.practiceOffers(practice.id)).expect(200)).body as NegotiationResponse;
    expect([asSeller.offers.map((o) => o.status), asSeller.exclusiveUntil]).toEqual([['expired'], expect.any(String)]);
  });

  it('at the exclusivity end its pending offer expires with it, once, and the rate are disponibile again', async () => {
    now = new Date();
    const { seller, buyer, practice } = await negotiatingPractice(t, { body: { rate: twoRate() }, hours: 24 });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first] });
    const end = Date.parse(offer.expiresAt);
    expect(end).toBe(now.getTime() + 24 * HOUR);

    now = new Date(end);
    await bothProcessorsAt(now);
    const types = await typesOf(practice.id);
    expect(types.slice(-2)).toEqual(['OfferExpired', 'ExclusivityExpired']);
    expect([count(types, 'OfferExpired'), count(types, 'ExclusivityExpired')]).toEqual([1, 1]);

    const detail = (await (await agentFor(t, seller.id)).get(apiRoutes.practice(practice.id)).expect(200)).body as PracticeResponse;
    expect([detail.saleStatus, detail.exclusiveUntil, detail.rate.map((r) => r.status)]).toEqual(['disponibile', null, ['disponibile', 'disponibile']]);
    const { rows } = await t.database.query<{ status: string }>('SELECT status FROM offers_view WHERE id = $1', [offer.id]);
    expect(rows.map((r) => r.status)).toEqual(['expired']);
  });

  it("a deleted practice's pending offer is never due: its row stays in offers_view, but the processor's list leaves the practice out", async () => {
    now = new Date();
    const { practice, buyer } = await negotiatingPractice(t, { body: { rate: twoRate() } });
    const expiresAt = new Date(now.getTime() + 2 * HOUR);
    await makeOffer(buyer.agent, practice.id, { amount: 80_000, rate: [first], expiresAt: expiresAt.toISOString() });
    const due = () => t.app.get(MarketplaceReader).dueDeadlines(expiresAt, 100);
    expect(await due()).toContain(practice.id);
    await (await signInAsAdmin(t)).delete(apiRoutes.adminPractice(practice.id)).expect(200);
    expect(await due()).not.toContain(practice.id);
  });
});
