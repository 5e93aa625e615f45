import { apiRoutes, negotiationApiMessages } from '@pratiche/contracts';
import { addDays, holdingMessages, italianDay, latestSuspensionEnd, negotiationMessages, offsetLimitTexts, partyLabels } from '@pratiche/domain';
import { createFastUser } from '../../../../testing/marketplace';
import {
  acceptedOffer,
  buyerTradingData,
  closingStep as step,
  completeClosing,
  makeOffer,
  negotiatingPractice,
  twoRate,
} from '../../../../testing/negotiations';
import { practiceEvents } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const year = new Date().getFullYear() + 1;

type Agent = Parameters<typeof step>[0];
/** After the communication: the check passes and the buyer accepts. */
const acceptAfterCheck = async (seller: Agent, buyer: Agent, offerId: number) => {
  await step(seller, offerId, 'esito', { outcome: 'superata' }).expect(200);
  await step(buyer, offerId, 'accettazione').expect(200);
};

describe('POST /api/offers/:id/closing/{step} (issue 29: "an accepted offer opens a closing checklist")', () => {
  const t = useTestApp();

  const saleOf = async (practiceId: number) =>
    (
      await t.database.query(
        `SELECT sale_status, ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(exclusivities) e) AS holders, exclusive_until FROM practices_view WHERE id = $1`,
        [practiceId],
      )
    ).rows[0];

  it("issue 47, a full closing as the platform runs it: comunicazione with its day and protocol (seller), the Agenzia's suspension then its pass (seller), accettazione (buyer), pagamento with the CRO (seller) → ClosingCompleted and PracticeMarkedSold via the portal", async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const today = italianDay(new Date().toISOString());
    const first = await step(seller.agent, offerId, 'comunicazione', { protocol: ' ade-2026/000123 ', communicatedOn: today });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offerId, status: 'open', protocol: 'ADE-2026/000123', communicatedOn: today, nextStep: 'esito', nextActor: 'seller' });
    expect(first.body.steps.comunicazione).toMatchObject({ by: seller.id });
    const suspendedUntil = addDays(today, 20);
    const suspended = await step(seller.agent, offerId, 'esito', { outcome: 'sospesa', suspendedUntil });
    expect([suspended.status, suspended.body]).toMatchObject([200, { suspendedUntil, nextStep: 'esito', nextActor: 'seller', steps: { esito: null } }]);
    const passed = await step(seller.agent, offerId, 'esito', { outcome: 'superata' });
    expect(passed.body).toMatchObject({ suspendedUntil, nextStep: 'accettazione', nextActor: 'buyer', steps: { esito: { by: seller.id } } });
    expect((await step(buyer.agent, offerId, 'accettazione')).body).toMatchObject({ nextStep: 'pagamento', nextActor: 'seller' });
    const last = await step(seller.agent, offerId, 'pagamento', { reference: ' 1234 5678 901 ' });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: 'completed', nextStep: null, nextActor: null, protocol: 'ADE-2026/000123', paymentReference: '12345678901' });
    expect(last.body.endedAt).not.toBeNull();
    expect((await practiceEvents(t, practice.id)).slice(-3)).toMatchObject([
      { type: 'ClosingStepRecorded', data: { step: 'pagamento', by: seller.id } },
      { type: 'ClosingCompleted', data: { offerId, rate: [String(year)], amount: 1000, protocol: 'ADE-2026/000123' } },
      { type: 'PracticeMarkedSold', data: { practiceId: practice.id, by: seller.id, viaPortal: true, protocol: 'ADE-2026/000123' } },
    ]);
    expect(await saleOf(practice.id)).toEqual({ sale_status: 'ceduta', holders: [], exclusive_until: null });
  });

  it('a closing on some of the rate completes without the sale: the other rata goes back on sale (disponibile)', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year], { body: { rate: twoRate() } });
    await completeClosing(seller.agent, buyer.agent, offerId, 'ADE12345');
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
    const early = await step(buyer.agent, offerId, 'accettazione');
    expect([early.status, early.body.message]).toEqual([409, negotiationMessages.stepOutOfOrder]);
    await step(seller.agent, offerId, 'esito', { outcome: 'superata' }).expect(200);
    const again = await step(seller.agent, offerId, 'accettazione');
    expect([again.status, again.body.message]).toEqual([403, negotiationMessages.stepNotYours(partyLabels.buyer)]);
    const late = await step(buyer.agent, offerId, 'accettazione', { protocol: 'ADE12345' });
    expect([late.status, late.body.message]).toEqual([400, negotiationMessages.protocolNotAllowed]);
    expect(await practiceEvents(t, practice.id)).toHaveLength(before + 2);
  });

  it("issue 47: the seller reads the buyer's codice fiscale to communicate with, the one the buyer gave before offering (issue 46), never one sent; the event seals it with the buyer's key", async () => {
    const { seller, practice, offerId } = await acceptedOffer(t, [year]);
    const closingOf = async () => (await seller.agent.get(apiRoutes.practiceOffers(practice.id)).expect(200)).body.closings[0];
    expect((await closingOf()).buyerCodiceFiscale).toBe(buyerTradingData.codiceFiscale);
    await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345', buyerCodiceFiscale: 'XXXXXXXXXXX' }).expect(200);
    expect((await practiceEvents(t, practice.id)).at(-1)).toMatchObject({
      type: 'ClosingStepRecorded',
      data: { buyerCodiceFiscale: buyerTradingData.codiceFiscale },
    });
    const stored = await t.database.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'ClosingStepRecorded' ORDER BY stream_version DESC LIMIT 1`,
      [`practice-${practice.id}`],
    );
    expect(JSON.stringify(stored.rows[0]!.data)).not.toContain(buyerTradingData.codiceFiscale);
  });

  it('issue 47: bad platform data is refused in Italian and records nothing (a future day, a wrong outcome, a suspension past 30 days, a payment without its CRO, wrong types)', async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
    const today = italianDay(new Date().toISOString());
    const before = (await practiceEvents(t, practice.id)).length;
    const refusals: [ReturnType<typeof step>, number, string][] = [
      [
        step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345', communicatedOn: addDays(today, 1) }),
        400,
        negotiationMessages.communicationDayFuture,
      ],
      [step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345', communicatedOn: '31/12/2026' }), 400, negotiationMessages.communicationDayInvalid],
      [step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345', communicatedOn: 20260101 }), 400, negotiationApiMessages.day],
      [step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345', reference: '12345678901' }), 400, negotiationMessages.fieldsNotOfStep],
    ];
    for (const [request, status, message] of refusals) expect(await request.then((res) => [res.status, res.body.message])).toEqual([status, message]);
    await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345' }).expect(200);
    const latest = latestSuspensionEnd(today);
    const afterCommunication: [ReturnType<typeof step>, number, string][] = [
      [step(seller.agent, offerId, 'esito', { outcome: 'forse' }), 400, negotiationApiMessages.outcome],
      [step(seller.agent, offerId, 'esito', {}), 400, negotiationMessages.outcomeRequired],
      [step(seller.agent, offerId, 'esito', { outcome: 'sospesa', suspendedUntil: addDays(latest, 1) }), 400, negotiationMessages.suspensionTooLong(latest)],
      [step(buyer.agent, offerId, 'rifiuto', { reason: 'importo errato' }), 409, negotiationMessages.refusalOutOfOrder],
    ];
    for (const [request, status, message] of afterCommunication) expect(await request.then((res) => [res.status, res.body.message])).toEqual([status, message]);
    await acceptAfterCheck(seller.agent, buyer.agent, offerId);
    const payment = await step(seller.agent, offerId, 'pagamento', {});
    expect([payment.status, payment.body.message]).toEqual([400, negotiationMessages.paymentReferenceRequired]);
    expect((await practiceEvents(t, practice.id)).map((e) => e.type).slice(before)).toEqual([
      'ClosingStepRecorded',
      'ClosingStepRecorded',
      'ClosingStepRecorded',
    ]);
  });

  it('issue 47: the Agenzia annuls the communication, or the buyer refuses the credit: the closing ends with its cause and reason, the rata is on sale again, the other party is told', async () => {
    const annulled = await acceptedOffer(t, [year]);
    await step(annulled.seller.agent, annulled.offerId, 'comunicazione', { protocol: 'ADE12345' }).expect(200);
    const ended = await step(annulled.seller.agent, annulled.offerId, 'esito', { outcome: 'annullata' });
    expect([ended.status, ended.body]).toMatchObject([
      200,
      { status: 'abandoned', endCause: 'annullata', abandonReason: negotiationMessages.annulledByAgenzia },
    ]);
    expect(await saleOf(annulled.practice.id)).toEqual({ sale_status: 'disponibile', holders: [], exclusive_until: null });

    const refused = await acceptedOffer(t, [year]);
    await step(refused.seller.agent, refused.offerId, 'comunicazione', { protocol: 'ADE12346' }).expect(200);
    await step(refused.seller.agent, refused.offerId, 'esito', { outcome: 'superata' }).expect(200);
    const refusal = await step(refused.buyer.agent, refused.offerId, 'rifiuto', { reason: "L'importo comunicato non è quello pattuito" });
    expect([refusal.status, refusal.body]).toMatchObject([200, { status: 'abandoned', endCause: 'rifiutata', abandonedBy: refused.buyer.id }]);
    const told = await t.database.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 AND practice_id = $2', [
      refused.seller.id,
      refused.practice.id,
    ]);
    expect(told.rows.map((r) => r.title)).toContain('Credito rifiutato dal cessionario');
  });

  it('issue 47: a Credito IVA closes by notarial deed: the deed (notary, day, repertorio), its notice to the Agenzia and the collector, the payment; no platform step', async () => {
    const { seller, practice, offerId } = await acceptedOffer(t, [], { body: { type: 'CREDITO_IVA', tributeCode: null, rate: [] } });
    const today = italianDay(new Date().toISOString());
    const offPath = await step(seller.agent, offerId, 'comunicazione', { protocol: 'ADE12345' });
    expect([offPath.status, offPath.body.message]).toEqual([409, negotiationMessages.stepOutOfOrder]);
    const noNotary = await step(seller.agent, offerId, 'atto', { deedOn: today, repertorio: '1234/56' });
    expect([noNotary.status, noNotary.body.message]).toEqual([400, negotiationMessages.notaryRequired]);
    const deed = await step(seller.agent, offerId, 'atto', { notary: 'Maria Bianchi', deedOn: today, repertorio: '1234/56' });
    expect([deed.status, deed.body]).toMatchObject([
      200,
      { path: 'atto_notarile', deed: { notary: 'Maria Bianchi', deedOn: today, repertorio: '1234/56' }, nextStep: 'notifica' },
    ]);
    expect((await step(seller.agent, offerId, 'notifica', { notifiedOn: today })).body).toMatchObject({ notifiedOn: today, nextStep: 'pagamento' });
    const paid = await step(seller.agent, offerId, 'pagamento', { reference: '12345678901' });
    expect(paid.body).toMatchObject({ status: 'completed', protocol: 'REP. 1234/56' });
    expect((await practiceEvents(t, practice.id)).slice(-2)).toMatchObject([
      { type: 'ClosingCompleted', data: { rate: [], protocol: 'REP. 1234/56' } },
      { type: 'PracticeMarkedSold', data: { viaPortal: true } },
    ]);
  });

  it("issue 47: after completion the buyer records its F24 offset choice for rate of this closing ('compensazione'), in one append; refusals change nothing", async () => {
    const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year, year + 1], { body: { rate: twoRate() } });
    await completeClosing(seller.agent, buyer.agent, offerId, 'ADE12345');
    const offsets = async () => (await practiceEvents(t, practice.id)).filter((e) => e.type === 'HoldingOffsetChosen');
    const offset = (agent: typeof buyer.agent, body: object) => step(agent, offerId, 'compensazione', body);
    const [first, second] = twoRate().map((r) => String(r.year));
    const refusals: [ReturnType<typeof offset>, number, string][] = [
      [offset(buyer.agent, { rata: [first] }), 400, offsetLimitTexts.overdueRuoliNotDeclared],
      [offset(buyer.agent, { rata: [], noOverdueRuoli: true }), 400, holdingMessages.noRataChosen],
      [offset(buyer.agent, { rata: [first, first], noOverdueRuoli: true }), 400, negotiationMessages.rataDuplicate],
      [offset(buyer.agent, { rata: ['1999'], noOverdueRuoli: true }), 404, holdingMessages.notHeld],
      [offset(seller.agent, { rata: [first], noOverdueRuoli: true }), 404, holdingMessages.notHeld],
      [offset(buyer.agent, { rata: 'tutte', noOverdueRuoli: true }), 400, negotiationApiMessages.rata],
      [step(buyer.agent, offerId, 'accettazione', { rata: [first] }), 400, negotiationMessages.fieldsNotOfStep],
    ];
    for (const [request, status, message] of refusals) expect(await request.then((res) => [res.status, res.body.message])).toEqual([status, message]);
    expect(await offsets()).toHaveLength(0);
    const chosen = await offset(buyer.agent, { rata: [first, second], noOverdueRuoli: true });
    expect([chosen.status, chosen.body.offsetRataIds]).toEqual([200, [first, second]]);
    expect((await offsets()).map((e) => e.data.rataId)).toEqual([first, second]);
    const again = await offset(buyer.agent, { rata: [first], noOverdueRuoli: true });
    expect([again.status, again.body.message]).toEqual([409, holdingMessages.offsetAlreadyChosen]);
  });

  it("issue 47: the buyer's acceptance racing the seller's abandonment: the abandonment ends the closing once; the acceptance lands before it or gets 404, never after", async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, practice, offerId } = await acceptedOffer(t, [year]);
      await step(seller.agent, offerId, 'comunicazione', { protocol: `ADE1234${round}` }).expect(200);
      await step(seller.agent, offerId, 'esito', { outcome: 'superata' }).expect(200);
      const [accepted, abandoned] = await Promise.all([
        step(buyer.agent, offerId, 'accettazione'),
        seller.agent.post(apiRoutes.offerClosingAbandon(offerId)).send({ reason: 'Il cessionario non risponde' }),
      ]);
      const types = (await practiceEvents(t, practice.id)).map((e) => e.type);
      expect(abandoned.status).toBe(200);
      expect(types.at(-1)).toBe('ClosingAbandoned');
      if (accepted.status === 200) expect(types.at(-2)).toBe('ClosingStepRecorded');
      else expect([accepted.status, accepted.body.message]).toEqual([404, negotiationMessages.closingNotFound]);
      expect(types.filter((type) => type === 'ClosingAbandoned')).toHaveLength(1);
      expect(types).not.toContain('ClosingCompleted');
    }
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
