import { unstartedChain } from '../credit/transfer-chain';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { upcastPracticeEventData } from './practice.upcast';

const stamp = { practiceId: 42, by: 7, at: '2025-01-15T10:00:00.000Z' };
const details = { type: 'SISMA_BONUS', year: 2025, amount: 150000.5, discount: 12.5, isTraceable: true, tributeCode: '7703', numSites: 3 };
const defaultTerms = {
  rate: [{ id: '2025', year: 2025, amount: 150000.5, code: null, category: 'chiunque', residualAmount: 150000.5, offsetChosen: false }],
  transferChain: unstartedChain(),
  scheduleDeclared: false,
};
const defaultFacts = { dueDiligenceFacts: defaultDueDiligenceFacts(150000.5) };
const untyped = { originalName: 'visura.pdf', filename: 'a1.pdf' };
const typedAsAltro = { ...untyped, docType: 'altro', issuedOn: null, uploadedAt: null, uploadedBy: null };

describe('practice events recorded before issue 27 read with the default credit terms', () => {
  it('an old PracticeResubmitted without rate gets one rata in its year and an unstarted chain', () => {
    const old = { ...stamp, ...details };
    expect(upcastPracticeEventData('PracticeResubmitted', old)).toEqual({ ...old, ...defaultTerms, ...defaultFacts });
  });

  it('an old PracticeSubmitted without rate gets one rata in its year and an unstarted chain', () => {
    const old = { ...stamp, ...details, documents: { societari: [], fiscali: [] } };
    expect(upcastPracticeEventData('PracticeSubmitted', old)).toEqual({ ...old, ...defaultTerms, ...defaultFacts });
  });

  it('an old CREDITO_IVA practice gets no rate', () => {
    const old = { ...stamp, ...details, type: 'CREDITO_IVA', tributeCode: null, documents: { societari: [], fiscali: [] } };
    expect(upcastPracticeEventData('PracticeSubmitted', old)).toEqual({
      ...old,
      rate: [],
      transferChain: unstartedChain(),
      scheduleDeclared: false,
      ...defaultFacts,
    });
  });

  it.each(['PracticeApproved', 'PracticeAccessPurchased', 'UserRegistered'])('other event types (%s) are untouched', (type) => {
    const data = { ...stamp, comment: null };
    expect(upcastPracticeEventData(type, data)).toBe(data);
  });
});

describe('issue 45: rate recorded before the Piattaforma facts read one rata per year, in the category of the chain', () => {
  const oldRate = [
    { year: 2025, amount: 100_000, code: 'A1' },
    { year: 2026, amount: 50_000.5, code: null },
  ];
  const facts = (category: string) => [
    { id: '2025', year: 2025, amount: 100_000, code: 'A1', category, residualAmount: 100_000, offsetChosen: false },
    { id: '2026', year: 2026, amount: 50_000.5, code: null, category, residualAmount: 50_000.5, offsetChosen: false },
  ];

  it.each([
    ['unstarted chain', unstartedChain(), 'chiunque'],
    ['after the free transfer', { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' }, 'qualificati'],
    [
      'after the third qualified transfer, held by a bank (its correntista route)',
      { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'banca' },
      'qualificati',
    ],
    ['after the third qualified transfer, held by an insurer', { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'assicurazione' }, 'non_cedibile'],
  ])('%s: %s', (_name, transferChain, category) => {
    for (const type of ['PracticeSubmitted', 'PracticeResubmitted']) {
      const old = { ...stamp, ...details, rate: oldRate, transferChain, scheduleDeclared: true, ...defaultFacts, documents: { societari: [], fiscali: [] } };
      expect(upcastPracticeEventData(type, old).rate).toEqual(facts(category));
    }
  });

  it('current rate (with ids) are untouched', () => {
    const data = { ...stamp, ...details, ...defaultTerms, ...defaultFacts };
    expect(upcastPracticeEventData('PracticeResubmitted', data)).toEqual(data);
  });
});

describe('issue 28: events recorded before typed documents and due-diligence facts', () => {
  it("documents without a type read as 'altro', of unknown upload, in submissions and document changes", () => {
    const documents = { societari: [untyped], fiscali: [] };
    const submitted = upcastPracticeEventData('PracticeSubmitted', { ...stamp, ...details, ...defaultTerms, documents });
    expect(submitted.documents).toEqual({ societari: [typedAsAltro], fiscali: [] });
    const changed = upcastPracticeEventData('PracticeDocumentsChanged', { ...stamp, documents, replaced: [] });
    expect(changed.documents).toEqual({ societari: [typedAsAltro], fiscali: [] });
  });

  it('a submission without facts gets the defaults: private works of the credit amount, ended, sold by a company', () => {
    const old = upcastPracticeEventData('PracticeSubmitted', { ...stamp, ...details, ...defaultTerms, documents: { societari: [], fiscali: [] } });
    expect(old.dueDiligenceFacts).toEqual({
      commonParts: false,
      worksAmount: 150000.5,
      ediliziaLibera: false,
      stage: 'fine_lavori',
      sellerIsBank: false,
      companyRegisteredOn: null,
      energyWorks: false,
      worksByHolder: false,
    });
  });

  it('issue 46: facts recorded before energyWorks and worksByHolder read them as false (the same required documents), the rest as declared', () => {
    const declared = { commonParts: true, worksAmount: 80_000, ediliziaLibera: false, stage: 'sal', sellerIsBank: false, companyRegisteredOn: null };
    const base = { ...stamp, ...details, ...defaultTerms, documents: { societari: [], fiscali: [] } };
    for (const type of ['PracticeSubmitted', 'PracticeResubmitted']) {
      const old = upcastPracticeEventData(type, { ...base, dueDiligenceFacts: declared });
      expect(old.dueDiligenceFacts).toEqual({ ...declared, energyWorks: false, worksByHolder: false });
    }
  });

  it('current data keeps its types and facts', () => {
    const typed = { ...untyped, docType: 'visura_camerale', issuedOn: '2025-01-01', uploadedAt: stamp.at, uploadedBy: 7 };
    const facts = { ...defaultDueDiligenceFacts(1), commonParts: true };
    const data = { ...stamp, ...details, ...defaultTerms, dueDiligenceFacts: facts, documents: { societari: [typed], fiscali: [] } };
    expect(upcastPracticeEventData('PracticeSubmitted', data)).toEqual(data);
  });
});

describe('issue 45: deals recorded when a year named a rata read by rata id', () => {
  const step = { ...stamp, offerId: 3, buyerId: 8, sellerId: 7, amount: 40_000 };

  it.each(['ExclusivityPurchased', 'OfferMade', 'OfferAccepted', 'ClosingStepRecorded', 'ClosingCompleted', 'ClosingAbandoned', 'OfferExpired'])(
    '%s: years become the ids of their rata, in the same order',
    (type) => {
      expect(upcastPracticeEventData(type, { ...step, rate: [2027, 2026] })).toEqual({ ...step, rate: ['2027', '2026'] });
    },
  );

  it('a deal already by rata id, or without rate (an exclusivity before issue 45, a Credito IVA), is untouched', () => {
    const byId = { ...step, rate: ['2027', '2027-R2023'] };
    expect(upcastPracticeEventData('OfferMade', byId)).toBe(byId);
    const noRate = { ...stamp, credits: 100, hours: 24, exclusiveUntil: stamp.at };
    expect(upcastPracticeEventData('ExclusivityPurchased', noRate)).toBe(noRate);
    expect(upcastPracticeEventData('OfferAccepted', { ...step, rate: [] })).toEqual({ ...step, rate: [] });
  });
});
