import { randomUUID } from 'node:crypto';
import { apiRoutes, type NegotiationResponse, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import { allProjections } from '../../app.projections';
import { createFastUser } from '../../testing/marketplace';
import { practiceBody, reviewPractice } from '../../testing/practices';
import { useTestApp, type TestApp } from '../../testing/test-app';
import { rebuildProjections } from '../projections/projection-runner';
import { verifyProjections } from '../projections/verify-projections';

const year = new Date().getFullYear() + 1;
const rate: NonNullable<PracticeRequest['rate']> = [
  { year, amount: 50_000, code: `R${year}A` },
  { year: year + 1, amount: 50_000, code: `R${year + 1}B` },
];

/** Appended straight into the events table after the stream's last version, as a release before rata ids wrote them. */
const appendOld = async (t: TestApp, practiceId: number, actorId: number, events: { type: string; data: Record<string, unknown> }[]) => {
  const stream = `practice-${practiceId}`;
  const { rows } = await t.database.query<{ version: number }>('SELECT max(stream_version)::int AS version FROM events WHERE stream_id = $1', [stream]);
  for (const [index, event] of events.entries()) {
    await t.database.query(`INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`, [
      stream,
      rows[0]!.version + index + 1,
      randomUUID(),
      event.type,
      JSON.stringify(event.data),
      JSON.stringify({ actorId, correlationId: randomUUID() }),
    ]);
  }
};

/**
 * Issue 45: deals recorded when a year named a rata (an exclusivity, an offer and its closing with
 * `rate: [2027]`) read by rata id on every read of the log, so the read models rebuilt at start
 * equal the live ones and today's deciders go on from them.
 */
describe('deals recorded by year read by rata id', () => {
  const t = useTestApp();

  it('an exclusivity, offer and completed closing on `[year]` read as rata id `"year"`: that rata ceduta, the other disponibile, and the log rebuilds equal', async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    const buyer = await createFastUser(t, { credits: 500 });
    const submitted = await seller.agent
      .post(apiRoutes.practices)
      .send(practiceBody({ amount: 100_000, rate }))
      .expect(201);
    const practiceId = (submitted.body as PracticeResponse).id;
    await reviewPractice(t, practiceId, 'approved');
    const offerId = (await t.database.query<{ id: number }>("SELECT nextval('offer_id_seq')::int AS id")).rows[0]!.id;
    const at = new Date().toISOString();
    const step = { practiceId, at, offerId, buyerId: buyer.id, sellerId: seller.id, amount: 45_000, rate: [year] };
    await appendOld(t, practiceId, buyer.id, [
      {
        type: 'ExclusivityPurchased',
        data: { practiceId, by: buyer.id, at, credits: 100, hours: 24, exclusiveUntil: new Date(Date.now() + 86_400_000).toISOString(), rate: [year] },
      },
      { type: 'OfferMade', data: { ...step, by: buyer.id, notes: null, expiresAt: at, repliesTo: null, documents: [] } },
      { type: 'OfferAccepted', data: { ...step, by: seller.id } },
      { type: 'ClosingCompleted', data: { ...step, by: seller.id, protocol: 'ADE-OLD-1' } },
    ]);
    // What a release with the new read models does at start: rebuild them from the log.
    await rebuildProjections(t.database, allProjections);

    const practice = (await seller.agent.get(apiRoutes.practice(practiceId)).expect(200)).body as PracticeResponse;
    expect(practice.rate.map((r) => [r.id, r.status])).toEqual([
      [String(year), 'ceduta'],
      [String(year + 1), 'disponibile'],
    ]);
    expect(practice.availableFaceValue).toBe(50_000);
    const negotiation = (await seller.agent.get(apiRoutes.practiceOffers(practiceId)).expect(200)).body as NegotiationResponse;
    expect(negotiation.offers.map((o) => o.rate)).toEqual([[String(year)]]);
    expect(negotiation.closings.map((c) => [c.rate, c.status])).toEqual([[[String(year)], 'completed']]);
    expect(((await buyer.agent.get(apiRoutes.holdings).expect(200)).body.items as { rataId: string }[]).map((h) => h.rataId)).toEqual([String(year)]);
    expect(await verifyProjections(t.database, allProjections)).toEqual([]);

    // Today's decider goes on from them: the rata ceduta by year is refused by id, the other is on sale.
    const other = await createFastUser(t, { credits: 500 });
    const ceded = await other.agent.post(apiRoutes.marketplaceExclusive(practiceId)).send({ hours: 24, rate: [String(year)] });
    expect(ceded.status).toBe(409);
    await other.agent
      .post(apiRoutes.marketplaceExclusive(practiceId))
      .send({ hours: 24, rate: [String(year + 1)] })
      .expect(200);
  });
});
