import { apiRoutes } from '@pratiche/contracts';
import { negotiationMessages, practiceMessages } from '@pratiche/domain';
import { signInAsAdmin } from '../../testing/accounts';
import { acceptOnPlatform, acceptedOffer, closingStep, completeClosing, makeOffer, negotiatingPractice } from '../../testing/negotiations';
import { practiceEvents } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';

const year = new Date().getFullYear() + 1;

/**
 * A deal cannot be dropped silently: every way a closing ends is recorded on the practice's
 * stream, and `closings_view` and `practice_access` follow each one.
 */
describe('a deal cannot be dropped silently: every way a closing ends', () => {
  const t = useTestApp();

  const eventTypes = async (practiceId: number) => (await practiceEvents(t, practiceId)).map((e) => e.type);
  const closingRow = async (offerId: number) =>
    (await t.database.query<{ status: string; ended_at: Date | null }>('SELECT status, ended_at FROM closings_view WHERE offer_id = $1', [offerId])).rows[0];
  const holderAccess = async (practiceId: number, buyerId: number) =>
    (
      await t.database.query<{ access_type: string; exclusive_until: Date | null }>(
        'SELECT access_type, exclusive_until FROM practice_access WHERE practice_id = $1 AND user_id = $2',
        [practiceId, buyerId],
      )
    ).rows[0];
  const markSold = (agent: ReturnType<typeof t.agent>, practiceId: number) =>
    agent.patch(apiRoutes.practiceSaleStatus(practiceId)).send({ saleStatus: 'ceduta', viaPortal: false });

  it("a deal cannot be dropped silently: marking the practice 'ceduta' while a closing is open is refused (409 with the Italian reason), nothing recorded, the closing goes on", async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const before = await eventTypes(practice.id);
    const res = await markSold(seller.agent, practice.id);
    expect([res.status, res.body.message]).toEqual([409, practiceMessages.saleDuringClosing]);
    expect(await eventTypes(practice.id)).toEqual(before);
    expect(await closingRow(offerId)).toMatchObject({ status: 'open', ended_at: null });
    await acceptOnPlatform(seller.agent, buyer.agent, offerId, 'ADE12345');
  });

  it('a deal cannot be dropped silently: mark-sold racing accept-offer in parallel never both succeed, and a sale never follows an open closing in the log', async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, practice } = await negotiatingPractice(t);
      const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
      const [accepted, sold] = await Promise.all([seller.agent.post(apiRoutes.offerAccept(offer.id)), markSold(seller.agent, practice.id)]);
      expect([accepted.status, sold.status].filter((status) => status === 200)).toHaveLength(1);
      const types = await eventTypes(practice.id);
      if (accepted.status === 200) {
        expect([sold.status, sold.body.message]).toEqual([409, practiceMessages.saleDuringClosing]);
        expect(types).not.toContain('PracticeMarkedSold');
      } else {
        expect(accepted.status).toBeGreaterThanOrEqual(400);
        expect(types).not.toContain('OfferAccepted');
      }
    }
  });

  it('a closing ends when it completes: closings_view completed with its end, the holder keeps an ended exclusive access', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    expect((await holderAccess(practice.id, buyer.id))!.exclusive_until).toBeNull();
    await completeClosing(seller.agent, buyer.agent, offerId, 'ADE12346');
    const closing = await closingRow(offerId);
    expect(closing).toMatchObject({ status: 'completed' });
    expect((await holderAccess(practice.id, buyer.id))!.exclusive_until).toEqual(closing!.ended_at);
  });

  it('a closing ends when a party abandons it, even once the other party is blocked: closings_view abandoned, the holder has an end', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const admin = await signInAsAdmin(t);
    await admin.patch(apiRoutes.adminUserStatus(buyer.id)).send({ status: 'blocked' }).expect(200);
    await seller.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: "L'acquirente non risponde" }).expect(200);
    const closing = await closingRow(offerId);
    expect(closing).toMatchObject({ status: 'abandoned' });
    expect((await holderAccess(practice.id, buyer.id))!.exclusive_until).toEqual(closing!.ended_at);
  });

  it("a closing ends when a party abandons it after the other party's account was deleted (erased): closings_view abandoned, the holder has an end", async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(buyer.id)).expect(200);
    await seller.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: "L'acquirente non c'è più" }).expect(200);
    const closing = await closingRow(offerId);
    expect(closing).toMatchObject({ status: 'abandoned' });
    expect((await holderAccess(practice.id, buyer.id))!.exclusive_until).toEqual(closing!.ended_at);
  });

  it('a deal cannot be dropped silently: deleting the practice ends its open closing in the same append (ClosingAbandoned with the reason, then PracticeDeleted); the holder has an end; both parties are told', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminPractice(practice.id)).expect(200);
    const events = await practiceEvents(t, practice.id);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['ClosingAbandoned', 'PracticeDeleted']);
    expect(events.at(-2)!.data).toMatchObject({ offerId, buyerId: buyer.id, sellerId: seller.id, reason: practiceMessages.closingEndedByDeletion });
    // The closing's row stays abandoned (a fold changes one row per event); the readers join
    // practices_view, which drops the practice: its negotiations and its offer are not found.
    expect(await closingRow(offerId)).toMatchObject({ status: 'abandoned' });
    const negotiations = await seller.agent.get(apiRoutes.practiceOffers(practice.id));
    expect([negotiations.status, negotiations.body.message]).toEqual([404, practiceMessages.notFound]);
    const step = await closingStep(buyer.agent, offerId, 'accettazione');
    expect([step.status, step.body.message]).toEqual([404, negotiationMessages.offerNotFound]);
    // The holder's access row stays, with the closing's end.
    expect((await holderAccess(practice.id, buyer.id))!.exclusive_until).not.toBeNull();
    const told = await t.database.query<{ user_id: number }>(
      "SELECT user_id FROM notifications WHERE practice_id = $1 AND title = 'Chiusura terminata' ORDER BY user_id",
      [practice.id],
    );
    expect(told.rows.map((r) => r.user_id).sort((a, b) => a - b)).toEqual([seller.id, buyer.id].sort((a, b) => a - b));
  });
});
