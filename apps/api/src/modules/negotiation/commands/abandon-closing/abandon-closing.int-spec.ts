import { apiRoutes } from '@pratiche/contracts';
import { negotiationMessages } from '@pratiche/domain';
import { createFastUser } from '../../../../testing/marketplace';
import { acceptedOffer, closingStep as step } from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

describe('POST /api/offers/:id/closing/abandon (issue 29: "either party may abandon the closing with a reason, which frees the rate")', () => {
  const t = useTestApp();

  const saleOf = async (practiceId: number) =>
    (
      await t.database.query(
        `SELECT sale_status, ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(exclusivities) e) AS holders, exclusive_until FROM practices_view WHERE id = $1`,
        [practiceId],
      )
    ).rows[0];

  it('either party abandons with a reason: 200 with the closing abandoned, the rate free again (practice disponibile); no reason or a third party refused', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }).expect(200);
    const noReason = await buyer.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: '  ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, negotiationMessages.reasonRequired]);
    const stranger = await (await createFastUser(t)).agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: 'Non mi interessa' });
    expect([stranger.status, stranger.body.message]).toEqual([403, negotiationMessages.notParty]);
    const res = await buyer.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: "L'Agenzia ha sospeso la cessione" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ offerId, status: 'abandoned', abandonReason: "L'Agenzia ha sospeso la cessione", abandonedBy: buyer.id, nextStep: null });
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({ type: 'ClosingAbandoned', data: { offerId, by: buyer.id } });
    expect(await saleOf(practice.id)).toEqual({ sale_status: 'disponibile', holders: [], exclusive_until: null });
    const after = await step(seller.agent, offerId, 'accettazione');
    expect([after.status, after.body.message]).toEqual([404, negotiationMessages.closingNotFound]);
  });
});
