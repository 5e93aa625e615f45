import { negotiationApiMessages } from '@pratiche/contracts';
import { negotiationMessages, partyLabels } from '@pratiche/domain';
import { createFastUser } from '../../../../testing/marketplace';
import { acceptedOffer, closingStep as step, makeOffer, negotiatingPractice, twoRate } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/closing/{step} (issue 29: "an accepted offer opens a closing checklist")', () => {
  const t = useTestApp();

  const saleOf = async (practiceId: number) =>
    (
      await t.database.query(
        `SELECT sale_status, ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(exclusivities) e) AS holders, exclusive_until FROM practices_view WHERE id = $1`,
        [practiceId],
      )
    ).rows[0];

  it('a full closing: comunicazione with protocol (seller), accettazione (buyer), pagamento (seller) → ClosingCompleted and PracticeMarkedSold via the portal with the protocol', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const first = await step(seller.agent, offerId, 'comunicazione', { protocol: ' ade-2026/000123 ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offerId, status: 'open', protocol: 'ADE-2026/000123', nextStep: 'accettazione', nextActor: 'buyer' });
    expect(first.body.steps.comunicazione).toMatchObject({ by: seller.id });
    expect((await step(buyer.agent, offerId, 'accettazione')).body).toMatchObject({ nextStep: 'pagamento', nextActor: 'seller' });
    const last = await step(seller.agent, offerId, 'pagamento');
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: 'completed', nextStep: null, nextActor: null, protocol: 'ADE-2026/000123' });
    expect(last.body.endedAt).not.toBeNull();
    expect((await practiceEvents(t, practice.id)).slice(-3)).toMatchObject([
      { type: 'ClosingStepRecorded', data: { step: 'pagamento', by: seller.id } },
      { type: 'ClosingCompleted', data: { offerId, rate: [year], amount: 1000, protocol: 'ADE-2026/000123' } },
      { type: 'PracticeMarkedSold', data: { practiceId: practice.id, by: seller.id, viaPortal: true, protocol: 'ADE-2026/000123' } },
    ]);
    expect(await saleOf(practice.id)).toEqual({ sale_status: 'ceduta', holders: [], exclusive_until: null });
  });

  it('a closing on some of the rate completes without the sale: the other rata goes back on sale (disponibile)', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year], { body: { rate: twoRate() } });
    await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }).expect(200);
    await step(buyer.agent, offerId, 'accettazione').expect(200);
    await step(seller.agent, offerId, 'pagamento').expect(200);
    const types = (await practiceEvents(t, practice.id)).map((e) => e.type);
    expect(types.at(-1)).toBe('ClosingCompleted');
    expect(types).not.toContain('PracticeMarkedSold');
    expect(await saleOf(practice.id)).toEqual({ sale_status: 'disponibile', holders: [], exclusive_until: null });
  });

  it('steps out of order or by the wrong party are refused, with a clear message and nothing recorded', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const before = (await practiceEvents(t, practice.id)).length;
    const stranger = await createFastUser(t);
    const cases: [ReturnType<typeof step>, number, string][] = [
      [step(seller.agent, offerId, 'accettazione'), 409, negotiationMessages.stepOutOfOrder],
      [step(seller.agent, offerId, 'pagamento'), 409, negotiationMessages.stepOutOfOrder],
      [step(buyer.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }), 403, negotiationMessages.stepNotYours(partyLabels.seller)],
      [step(stranger.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }), 403, negotiationMessages.notParty],
      [step(seller.agent, offerId, 'comunicazione'), 400, negotiationMessages.protocolRequired],
      [step(seller.agent, offerId, 'comunicazione', { protocol: '12' }), 400, negotiationMessages.protocolInvalid],
      [step(seller.agent, offerId, 'comunicazione', { protocol: 12345 }), 400, negotiationApiMessages.protocol],
      [step(seller.agent, offerId, 'firma'), 400, negotiationApiMessages.step],
    ];
    for (const [request, status, message] of cases) {
      const res = await request;
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }).expect(200);
    const again = await step(seller.agent, offerId, 'accettazione');
    expect([again.status, again.body.message]).toEqual([403, negotiationMessages.stepNotYours(partyLabels.buyer)]);
    const late = await step(buyer.agent, offerId, 'accettazione', { protocol: 'ADE12345' });
    expect([late.status, late.body.message]).toEqual([400, negotiationMessages.protocolNotAllowed]);
    expect(await practiceEvents(t, practice.id)).toHaveLength(before + 1);
  });

  it("an offer without an open closing: 404 'Nessuna chiusura aperta per questa offerta'; an unknown offer: 404 'Offerta non trovata'", async () => {
    const { seller, buyer, practice } = await negotiatingPractice(t);
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const res = await step(seller.agent, offer.id, 'comunicazione', { protocol: 'ADE12345' });
    expect([res.status, res.body.message]).toEqual([404, negotiationMessages.closingNotFound]);
    const unknown = await step(seller.agent, 999_999, 'comunicazione', { protocol: 'ADE12345' });
    expect([unknown.status, unknown.body.message]).toEqual([404, negotiationMessages.offerNotFound]);
  });
});
