import { evolvePractice, initialPracticeState, upcastPracticeEventData, type ExistingPractice, type PracticeEvent } from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';
import { foldRows } from '../../../infrastructure/projections/fold-projection';
import { recordedLog } from '../../../infrastructure/projections/recorded-log.spec-helper';
import { toPracticeRow } from './practice-row';
import { practicesViewProjection as practices } from './practices-view.projection';

const [practiceId, seller, buyer, admin] = [7, 1, 2, 99];
const at = (hours: number) => new Date(Date.parse('2026-03-02T09:00:00.000Z') + hours * 3_600_000).toISOString();

let log = recordedLog();
let position = 0;
/** An event as the log hands it to projections: upcast from the shape it was recorded in. */
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return log(`practice-${practiceId}`, type, upcastPracticeEventData(type, { practiceId, at: at(position), ...data }));
};

const invoices = { filename: 'fatture-1.pdf', originalName: 'Fatture marzo.pdf', docType: 'fatture', issuedOn: null, uploadedAt: null, uploadedBy: null };
const submitted = () =>
  recorded('PracticeSubmitted', {
    by: seller,
    userId: seller,
    type: 'SUPERBONUS_110',
    year: 2026,
    amount: 50_000,
    discount: 10,
    isTraceable: true,
    tributeCode: '7701',
    numSites: 1,
    documents: { societari: [], fiscali: [invoices] },
  });
const approved = (comment: string | null = null) => recorded('PracticeApproved', { by: admin, comment });
const exclusive = (hours: number) => recorded('ExclusivityPurchased', { by: buyer, credits: 100, hours, exclusiveUntil: at(position + 1 + hours) });
const step = (type: string, extra: Record<string, unknown> = {}) =>
  recorded(type, { offerId: 5, buyerId: buyer, sellerId: seller, by: buyer, amount: 40_000, rate: ['2026'], ...extra });

const rowOf = (events: RecordedEvent[]) => foldRows(practices, events);

describe('practices_view projection: given events, the rows', () => {
  beforeEach(() => {
    log = recordedLog();
    position = 0;
  });

  it('a submission is one pending row on sale, confirmed when submitted, with the domain’s derived columns', () => {
    const events = [submitted()];
    expect(rowOf(events)).toEqual([
      expect.objectContaining({
        practiceId,
        userId: seller,
        status: 'pending',
        saleStatus: 'disponibile',
        comments: [],
        createdAt: at(1),
        lastConfirmedAt: at(1),
        approvedAt: null,
        buyableBy: 'chiunque',
        lastRataYear: 2026,
        sixBisApplies: true,
        exclusivities: [],
        exclusiveUntil: null,
        exclusivityDueAt: null,
        cededRate: [],
      }),
    ]);
  });

  it('review outcomes set the status and append their comment with its date; only approval sets approvedAt', () => {
    const events = [submitted(), recorded('IntegrationRequested', { by: admin, comment: 'Manca la visura' }), approved('Ok')];
    expect(rowOf(events)[0]).toMatchObject({
      status: 'approved',
      approvedAt: at(3),
      comments: [
        { date: at(2), text: 'Manca la visura' },
        { date: at(3), text: 'Ok' },
      ],
    });
  });

  it('an accepted offer holds the exclusivity open (no end); the completed closing cedes its rate and puts the practice on sale', () => {
    const bought = [submitted(), approved(), exclusive(24)];
    const held = { buyerId: buyer, until: at(27), rate: ['2026'] };
    expect(rowOf(bought)[0]).toMatchObject({ saleStatus: 'in_trattativa', exclusivities: [{ ...held, closingOfferId: null }], exclusiveUntil: at(27) });
    const accepted = [...bought, step('OfferMade'), step('OfferAccepted'), recorded('CreditReconfirmed', { by: seller })];
    expect(rowOf(accepted)[0]).toMatchObject({
      saleStatus: 'in_trattativa',
      exclusivities: [{ ...held, closingOfferId: 5 }],
      exclusiveUntil: null,
      exclusivityDueAt: null,
    });
    const completed = [...accepted, step('ClosingCompleted', { protocol: 'ADE-1' })];
    expect(rowOf(completed)[0]).toMatchObject({ saleStatus: 'disponibile', exclusivities: [], exclusiveUntil: null, cededRate: ['2026'] });
  });

  it('issue 45: two exclusivities side by side; the practice runs to the latest end, the processor waits for the earliest', () => {
    const events = [submitted(), approved(), exclusive(24)];
    const firstEnd = String(events[2]!.data.exclusiveUntil);
    events.push(recorded('ExclusivityPurchased', { by: 9, credits: 100, hours: 72, exclusiveUntil: at(100), rate: [] }));
    expect(rowOf(events)[0]).toMatchObject({ exclusiveUntil: at(100), exclusivityDueAt: firstEnd });
    const accepted = [...events, step('OfferMade'), step('OfferAccepted')];
    expect(rowOf(accepted)[0]).toMatchObject({ exclusiveUntil: null, exclusivityDueAt: at(100) });
  });

  it('the sale records when it happened and ends the exclusivity', () => {
    const events = [submitted(), approved(), exclusive(24), recorded('PracticeMarkedSold', { by: seller, viaPortal: true })];
    expect(rowOf(events)[0]).toMatchObject({ saleStatus: 'ceduta', soldViaPortal: true, soldAt: at(position), exclusivities: [], exclusiveUntil: null });
  });

  it('a retyped document moves to its category and loses its review; the 6-bis index follows', () => {
    const reviewed = [submitted(), recorded('PracticeDocumentReviewed', { by: admin, filename: invoices.filename, decision: 'approved', reason: null })];
    expect(Object.keys(rowOf(reviewed)[0]!.documentReviews)).toEqual([invoices.filename]);
    const typed = [
      ...reviewed,
      recorded('PracticeDocumentTyped', {
        by: seller,
        filename: invoices.filename,
        docType: 'visura_camerale',
        issuedOn: '2026-02-20',
        from: 'fiscali',
        to: 'societari',
      }),
    ];
    const [row] = rowOf(typed);
    expect(row).toMatchObject({ documentReviews: {}, documents: { fiscali: [], societari: [{ filename: invoices.filename, docType: 'visura_camerale' }] } });
    expect(row!.ddUnapproved).toBeGreaterThan(rowOf(reviewed)[0]!.ddUnapproved);
  });

  it('a deleted practice has no row, and later events bring none back', () => {
    const events = [submitted(), recorded('PracticeDeleted', { by: seller }), approved(), exclusive(24)];
    expect(rowOf(events)).toEqual([]);
  });

  it("every row is the practice's own state (evolvePractice) as a row, after each event of a whole life", () => {
    const life = [
      submitted(),
      recorded('PracticeDocumentReviewed', { by: admin, filename: invoices.filename, decision: 'rejected', reason: 'Scaduto' }),
      recorded('PracticeDocumentsChanged', {
        by: seller,
        userId: seller,
        documents: { societari: [], fiscali: [{ ...invoices, filename: 'fatture-2.pdf' }] },
        replaced: [],
      }),
      recorded('PracticeResubmitted', {
        by: seller,
        type: 'ECOBONUS',
        year: 2027,
        amount: 30_000,
        discount: 12,
        isTraceable: false,
        tributeCode: '7702',
        numSites: 2,
      }),
      approved('Ok'),
      exclusive(24),
      recorded('ExclusivityExpired', { buyerId: buyer, exclusiveUntil: at(30) }),
      exclusive(48),
      step('OfferMade'),
      step('OfferAccepted'),
      step('ClosingAbandoned', { reason: 'Ripensamento' }),
      recorded('PracticeDocumentDeleted', { by: seller, userId: seller, category: 'fiscali', document: { filename: 'fatture-2.pdf', originalName: 'x' } }),
      recorded('PracticeMarkedSold', { by: seller, viaPortal: false }),
    ];
    let state = initialPracticeState();
    life.forEach((event, n) => {
      state = evolvePractice(state, { type: event.type, data: event.data } as PracticeEvent);
      expect([n, rowOf(life.slice(0, n + 1))]).toEqual([n, [toPracticeRow(state as ExistingPractice)]]);
    });
  });
});
