import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { closingsViewProjection } from './closings-view.projection';

const [seller, buyer, admin] = [1, 2, 9];
const practiceId = 7;
const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, 9 + hour)).toISOString();

const log = () => {
  const record = recordedLog();
  return (type: string, by: number, hour: number, data: Record<string, unknown> = {}) =>
    record(`practice-${practiceId}`, type, { practiceId, offerId: 5, by, buyerId: buyer, sellerId: seller, amount: 1000, rate: [2027], at: at(hour), ...data });
};

describe('closings_view: the closing each accepted offer opens, step by step', () => {
  it('an accepted offer opens its closing on its amount and rate; each tick records its time and actor, the communication its protocol', () => {
    const step = log();
    const rows = foldRows(closingsViewProjection, [
      step('OfferMade', buyer, 0, { notes: null, expiresAt: at(48), repliesTo: null, documents: [] }),
      step('OfferAccepted', seller, 1),
      step('ClosingStepRecorded', seller, 2, { step: 'comunicazione', protocol: 'P-1', communicatedOn: '2026-03-02' }),
      step('ClosingStepRecorded', seller, 3, { step: 'esito', protocol: null }),
      step('ClosingStepRecorded', buyer, 4, { step: 'accettazione', protocol: null }),
    ]);
    expect(rows).toEqual([
      {
        offerId: 5,
        practiceId,
        buyerId: buyer,
        sellerId: seller,
        amount: 1000,
        rate: [2027],
        status: 'open',
        protocol: 'P-1',
        communicatedOn: '2026-03-02',
        suspendedUntil: null,
        paymentReference: null,
        comunicazioneAt: at(2),
        comunicazioneBy: seller,
        esitoAt: at(3),
        esitoBy: seller,
        accettazioneAt: at(4),
        accettazioneBy: buyer,
        path: 'piattaforma',
        attoAt: null,
        attoBy: null,
        notary: null,
        deedOn: null,
        repertorio: null,
        notificaAt: null,
        notificaBy: null,
        notifiedOn: null,
        pagamentoAt: null,
        pagamentoBy: null,
        openedAt: at(1),
        endedAt: null,
        abandonReason: null,
        abandonedBy: null,
        endCause: null,
        offsetRataIds: [],
      },
    ]);
  });

  it("issue 47: the Agenzia's suspension, then its outcome; the payment's reference; a closing from before the outcome step reads it passed at the acceptance", () => {
    const step = log();
    const [row] = foldRows(closingsViewProjection, [
      step('OfferAccepted', seller, 1),
      step('ClosingStepRecorded', seller, 2, { step: 'comunicazione', protocol: 'P-1', communicatedOn: '2026-03-02' }),
      step('ClosingSuspended', seller, 3, { suspendedUntil: '2026-03-20' }),
      step('ClosingStepRecorded', seller, 4, { step: 'esito', protocol: null }),
      step('ClosingStepRecorded', buyer, 5, { step: 'accettazione', protocol: null }),
      step('ClosingStepRecorded', seller, 6, { step: 'pagamento', protocol: null, reference: 'CRO12345678901' }),
    ]);
    expect(row).toMatchObject({ suspendedUntil: '2026-03-20', esitoAt: at(4), accettazioneAt: at(5), paymentReference: 'CRO12345678901' });
    const legacy = log();
    const [old] = foldRows(closingsViewProjection, [
      legacy('OfferAccepted', seller, 1),
      legacy('ClosingStepRecorded', seller, 2, { step: 'comunicazione', protocol: 'P-1' }),
      legacy('ClosingStepRecorded', buyer, 3, { step: 'accettazione', protocol: null }),
    ]);
    expect(old).toMatchObject({ communicatedOn: null, esitoAt: at(3), esitoBy: buyer, accettazioneAt: at(3) });
  });

  it("issue 47: a Credito IVA's closing goes by notarial deed: the deed's notary, day and repertorio, then the day it was served", () => {
    const step = log();
    const [row] = foldRows(closingsViewProjection, [
      step('OfferAccepted', seller, 1, { closingPath: 'atto_notarile', rate: [] }),
      step('ClosingStepRecorded', seller, 2, { step: 'atto', protocol: 'REP. 123/45', notary: 'Maria Bianchi', deedOn: '2026-03-02', repertorio: '123/45' }),
      step('ClosingStepRecorded', seller, 3, { step: 'notifica', protocol: null, notifiedOn: '2026-03-02' }),
    ]);
    expect(row).toMatchObject({
      path: 'atto_notarile',
      protocol: 'REP. 123/45',
      notary: 'Maria Bianchi',
      repertorio: '123/45',
      attoAt: at(2),
      notificaAt: at(3),
      notifiedOn: '2026-03-02',
    });
  });

  it('issue 47: a closing ended on the platform keeps its cause; one abandoned before causes existed reads abbandonata', () => {
    const causeOf = (data: Record<string, unknown>) => {
      const step = log();
      return foldRows(closingsViewProjection, [step('OfferAccepted', seller, 1), step('ClosingAbandoned', buyer, 2, { reason: 'x', ...data })])[0]!.endCause;
    };
    expect([causeOf({ cause: 'annullata' }), causeOf({ cause: 'rifiutata' }), causeOf({})]).toEqual(['annullata', 'rifiutata', 'abbandonata']);
  });

  it('the last tick completes it with its end and protocol', () => {
    const step = log();
    const [row] = foldRows(closingsViewProjection, [
      step('OfferAccepted', seller, 1),
      step('ClosingStepRecorded', buyer, 4, { step: 'pagamento', protocol: null }),
      step('ClosingCompleted', buyer, 4, { protocol: 'P-1' }),
    ]);
    expect([row!.status, row!.endedAt, row!.protocol, row!.pagamentoBy]).toEqual(['completed', at(4), 'P-1', buyer]);
  });

  it("an abandon ends it with the reason and who gave it; the practice's deletion after it leaves the row (readers join practices_view)", () => {
    const step = log();
    const rows = foldRows(closingsViewProjection, [
      step('OfferAccepted', seller, 1),
      step('ClosingAbandoned', admin, 5, { reason: "Pratica eliminata dall'amministrazione" }),
      step('PracticeDeleted', admin, 5),
    ]);
    expect(rows.map((r) => [r.status, r.endedAt, r.abandonReason, r.abandonedBy])).toEqual([
      ['abandoned', at(5), "Pratica eliminata dall'amministrazione", admin],
    ]);
  });

  it("issue 45: each offset choice of the buyer adds its rata, in order; another closing's choice leaves the row", () => {
    const step = log();
    const chose = (rataId: string, hour: number, offerId = 5) =>
      step('HoldingOffsetChosen', buyer, hour, { offerId, rataId, year: Number(rataId.slice(0, 4)) });
    const rows = foldRows(closingsViewProjection, [
      step('OfferAccepted', seller, 1),
      step('ClosingCompleted', buyer, 4, { protocol: 'P-1' }),
      chose('2027-2', 6),
      chose('2027-1', 7),
      chose('2028', 8, 6),
    ]);
    expect(rows.map((r) => [r.offerId, r.status, r.offsetRataIds])).toEqual([[5, 'completed', ['2027-2', '2027-1']]]);
  });

  it('a step of an offer with no closing writes no row', () => {
    const step = log();
    expect(foldRows(closingsViewProjection, [step('ClosingStepRecorded', seller, 2, { step: 'comunicazione', protocol: 'P-1' })])).toEqual([]);
  });
});
