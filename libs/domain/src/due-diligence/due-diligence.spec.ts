import { checkedIssuedOn } from './document-rules';
import type { DocumentType } from './document-types';
import { documentTypes, goesStale, validityLabel } from './document-types';
import { dueDiligenceOf, freshUntil, sixBisComplete, sixBisIndex, type DueDiligenceInput } from './due-diligence';
import { defaultDueDiligenceFacts } from './due-diligence-facts';
import { dueDiligenceMessages } from './due-diligence.messages';
import type { DocumentReviews, PracticeDocument } from './practice-document';
import { requiredDocumentTypes } from './required-documents';

const at = '2026-03-01T10:00:00.000Z';
const bankFacts = { ...defaultDueDiligenceFacts(100_000), sellerIsBank: true };
// A bank's sale requires four types: its attestation and the seller's identity (visura camerale is stale-prone).
const required = requiredDocumentTypes('SUPERBONUS_110', bankFacts, 100_000);

let counter = 0;
const file = (docType: DocumentType, issuedOn: string | null = null): PracticeDocument => {
  counter += 1;
  return { originalName: `${docType}.pdf`, filename: `${String(counter).padStart(32, '0')}.pdf`, docType, issuedOn, uploadedAt: at, uploadedBy: 7 };
};

const approve = (...documents: PracticeDocument[]): DocumentReviews =>
  Object.fromEntries(documents.map((d) => [d.filename, { decision: 'approved' as const, reason: null, by: 1, at }]));

const input = (documents: PracticeDocument[], reviews: DocumentReviews = {}): DueDiligenceInput => ({
  type: 'SUPERBONUS_110',
  amount: 100_000,
  facts: bankFacts,
  documents: {
    societari: documents.filter((d) => documentTypes[d.docType].category === 'societari'),
    fiscali: documents.filter((d) => documentTypes[d.docType].category !== 'societari'),
  },
  reviews,
});

describe('issue 28: completeness, present, approved and missing documents', () => {
  it('nothing uploaded: every required type is missing, completeness 0', () => {
    const dd = dueDiligenceOf(input([]), at);
    expect(dd.required).toEqual(required);
    expect(dd.missing).toEqual(required);
    expect(dd.present).toEqual([]);
    expect(dd.completeness).toBe(0);
    expect(sixBisComplete(dd)).toBe(false);
  });

  it('uploaded but not reviewed counts as present, not approved; completeness counts approved ones only', () => {
    const attestation = file('attestazione_banca_cedente');
    const identity = file('documento_legale_rappresentante');
    const dd = dueDiligenceOf(input([attestation, identity], approve(attestation)), at);
    expect(dd.present).toEqual(['attestazione_banca_cedente', 'documento_legale_rappresentante']);
    expect(dd.approved).toEqual(['attestazione_banca_cedente']);
    expect(dd.completeness).toBe(Math.floor(100 / required.length));
    expect(dd.checklist.find((item) => item.docType === 'documento_legale_rappresentante')?.status).toBe('pending');
  });

  it('a rejected document counts as missing, with the reason in the checklist status', () => {
    const attestation = file('attestazione_banca_cedente');
    const reviews: DocumentReviews = { [attestation.filename]: { decision: 'rejected', reason: 'Illeggibile', by: 1, at } };
    const dd = dueDiligenceOf(input([attestation], reviews), at);
    expect(dd.missing).toContain('attestazione_banca_cedente');
    expect(dd.checklist[0]).toEqual({ docType: 'attestazione_banca_cedente', status: 'rejected' });
  });

  it("'altro' documents never count, whatever their name", () => {
    const other = { ...file('altro'), originalName: 'attestazione banca.pdf' };
    expect(dueDiligenceOf(input([other], approve(other)), at).approved).toEqual([]);
  });

  it('all required approved and fresh: completeness 100 and Documentazione 6-bis completa', () => {
    const documents = required.map((type) => file(type, type === 'visura_camerale' ? '2026-01-10' : null));
    const dd = dueDiligenceOf(input(documents, approve(...documents)), at);
    expect(dd.completeness).toBe(100);
    expect(dd.missing).toEqual([]);
    expect(sixBisComplete(dd)).toBe(true);
  });

  it('one fresh approved file of a type is enough, even beside a rejected one', () => {
    const bad = file('attestazione_banca_cedente');
    const good = file('attestazione_banca_cedente');
    const reviews: DocumentReviews = { ...approve(good), [bad.filename]: { decision: 'rejected', reason: 'Vecchia', by: 1, at } };
    expect(dueDiligenceOf(input([bad, good], reviews), at).approved).toEqual(['attestazione_banca_cedente']);
  });

  it('a Credito IVA is complete on its own list but never "6-bis completa"', () => {
    const facts = defaultDueDiligenceFacts(1_000);
    const vatRequired = requiredDocumentTypes('CREDITO_IVA', facts, 1_000);
    const documents = vatRequired.map((type) => file(type, type === 'visura_camerale' ? '2026-02-01' : null));
    const dd = dueDiligenceOf({ ...input(documents, approve(...documents)), type: 'CREDITO_IVA', amount: 1_000, facts }, at);
    expect(dd.completeness).toBe(100);
    expect(dd.sixBisApplies).toBe(false);
    expect(sixBisComplete(dd)).toBe(false);
  });
});

describe('issue 28: staleness (visura camerale older than 6 months from the issue date)', () => {
  const visura = file('visura_camerale', '2025-08-31');
  const dd = (clock: string) => dueDiligenceOf(input([visura], approve(visura)), clock);

  it('fresh until six months after the issue date, the end of the month when shorter', () => {
    expect(freshUntil(visura)).toBe('2026-02-28T00:00:00.000Z');
    expect(dd('2026-02-27T23:59:59.000Z').approved).toContain('visura_camerale');
  });

  it('stale from that day on: counts as missing, with status stale', () => {
    const later = dd('2026-02-28T00:00:00.000Z');
    expect(later.approved).not.toContain('visura_camerale');
    expect(later.missing).toContain('visura_camerale');
    expect(later.checklist.find((item) => item.docType === 'visura_camerale')?.status).toBe('stale');
  });

  it('types that do not go stale have no end', () => {
    expect(freshUntil(file('fatture', '2000-01-01'))).toBeNull();
  });
});

describe('issue 46: the DURC, each kind on its own validity', () => {
  // Works of 100,000 euro sold on a SAL require the ordinary DURC; at the end of works the DURC di congruità.
  const salFacts = { ...defaultDueDiligenceFacts(100_000), stage: 'sal' as const };
  const endFacts = defaultDueDiligenceFacts(100_000);
  const durcInput = (facts: typeof salFacts, document: PracticeDocument): DueDiligenceInput => ({
    ...input([document], approve(document)),
    type: 'SISMA_BONUS',
    facts,
  });
  const status = (practice: DueDiligenceInput, docType: DocumentType, clock: string) =>
    dueDiligenceOf(practice, clock).checklist.find((item) => item.docType === docType)?.status;

  it('the ordinary DURC is valid 120 days from its issue date (DM 30 gennaio 2015 art. 7): approved on day 119, stale on day 120', () => {
    const durc = file('durc', '2026-03-01');
    const practice = durcInput(salFacts, durc);
    expect(freshUntil(durc)).toBe('2026-06-29T00:00:00.000Z');
    expect(status(practice, 'durc', '2026-03-01T09:00:00.000Z')).toBe('approved');
    expect(status(practice, 'durc', '2026-06-28T23:59:59.000Z')).toBe('approved');
    expect(status(practice, 'durc', '2026-06-29T00:00:00.000Z')).toBe('stale');
    expect(dueDiligenceOf(practice, '2026-06-29T00:00:00.000Z').missing).toContain('durc');
  });

  it('the read model index stops the 6-bis completeness where the ordinary DURC goes stale', () => {
    expect(sixBisIndex(durcInput(salFacts, file('durc', '2026-03-01'))).freshUntil).toBe('2026-06-29T00:00:00.000Z');
  });

  it('the DURC di congruità (DM 143/2021 art. 4 c. 3) is one check of the works and never goes stale, dated or not', () => {
    const congruita = file('durc_congruita', '2020-01-01');
    expect(freshUntil(congruita)).toBeNull();
    expect(freshUntil(file('durc_congruita'))).toBeNull();
    for (const clock of ['2026-03-01T10:00:00.000Z', '2026-06-29T00:00:00.000Z', '2031-01-01T00:00:00.000Z'])
      expect(status(durcInput(endFacts, congruita), 'durc_congruita', clock)).toBe('approved');
    expect(sixBisIndex(durcInput(endFacts, congruita)).freshUntil).toBeNull();
  });

  it('an ordinary DURC without its issue date counts as stale', () => {
    expect(status(durcInput(salFacts, file('durc')), 'durc', at)).toBe('stale');
  });
});

describe('issue 46: one validity per type in the catalogue', () => {
  it('only the ordinary DURC (120 days) and the visura camerale (6 months) go stale', () => {
    const stale = (Object.keys(documentTypes) as DocumentType[]).filter(goesStale);
    expect(stale.sort()).toEqual(['durc', 'visura_camerale']);
    expect(validityLabel('durc')).toBe('120 giorni');
    expect(validityLabel('visura_camerale')).toBe('6 mesi');
    expect(validityLabel('durc_congruita')).toBeNull();
  });

  it('the issue date is required for the ordinary DURC, not for the DURC di congruità (document-rules)', () => {
    expect(checkedIssuedOn('durc_congruita', undefined, at)).toBeNull();
    expect(checkedIssuedOn('durc_congruita', '2026-01-15', at)).toBe('2026-01-15');
    expect(() => checkedIssuedOn('durc', undefined, at)).toThrow(dueDiligenceMessages.issuedOnRequired(documentTypes.durc.label));
    expect(checkedIssuedOn('durc', '2026-02-27', at)).toBe('2026-02-27');
  });
});

describe('issue 28: the read model index answers "6-bis complete at t" like the full computation', () => {
  const clocks = ['2025-09-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'];
  const scenarios: Array<[string, PracticeDocument[], (docs: PracticeDocument[]) => DocumentReviews]> = [
    ['nothing', [], () => ({})],
    ['all approved, visura of 2025-07-01', required.map((t) => file(t, t === 'visura_camerale' ? '2025-07-01' : null)), (d) => approve(...d)],
    [
      'all approved, two visure of different dates',
      [...required.map((t) => file(t, t === 'visura_camerale' ? '2025-03-01' : null)), file('visura_camerale', '2026-03-01')],
      (d) => approve(...d),
    ],
    ['all uploaded, one not approved', required.map((t) => file(t, t === 'visura_camerale' ? '2026-01-01' : null)), (d) => approve(...d.slice(1))],
  ];

  it.each(scenarios)('%s', (_name, documents, reviews) => {
    const practice = input(documents, reviews(documents));
    const index = sixBisIndex(practice);
    for (const clock of clocks) {
      const fromIndex = index.applies && index.unapproved === 0 && (index.freshUntil === null || index.freshUntil > clock);
      expect(fromIndex).toBe(sixBisComplete(dueDiligenceOf(practice, clock)));
    }
  });
});
