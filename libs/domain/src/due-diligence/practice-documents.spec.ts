import { defaultCreditTerms } from '../credit/credit-terms';
import type { PracticeCommand } from '../practice/practice.commands';
import { practiceDecider } from '../practice/practice.decide';
import type { PracticeEvent } from '../practice/practice.events';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.spec-helper';
import type { DomainErrorKind } from '../shared/domain-error';
import { documentTypes, type DocumentType } from './document-types';
import { defaultDueDiligenceFacts } from './due-diligence-facts';
import { dueDiligenceMessages as m } from './due-diligence.messages';
import type { PracticeDocument } from './practice-document';

const spec = deciderSpec(practiceDecider);
const practiceId = 42;
const sellerId = 7;
const otherSellerId = 8;
const adminId = 1;
const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const stamp = (by: number, when = later) => ({ practiceId, by, at: when });

const visura: PracticeDocument = { originalName: 'visura.pdf', filename: 'v1.pdf', docType: 'altro', issuedOn: null, uploadedAt: at, uploadedBy: sellerId };
const fattura: PracticeDocument = { originalName: 'fattura.pdf', filename: 'f1.pdf', docType: 'fatture', issuedOn: null, uploadedAt: at, uploadedBy: sellerId };
const details = { type: 'SUPERBONUS_110' as const, year: 2026, amount: 100_000, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };

const submitted: PracticeEvent = {
  type: 'PracticeSubmitted',
  data: {
    ...stamp(sellerId, at),
    ...details,
    ...defaultCreditTerms(details),
    dueDiligenceFacts: defaultDueDiligenceFacts(100_000),
    userId: sellerId,
    documents: { societari: [], fiscali: [visura, fattura] },
  },
};
const approvedPractice: PracticeEvent = { type: 'PracticeApproved', data: { ...stamp(adminId, at), comment: null } };
const soldPractice: PracticeEvent = { type: 'PracticeMarkedSold', data: { ...stamp(sellerId, at), viaPortal: true } };
const reviewedEvent = (filename: string, decision: 'approved' | 'rejected', reason: string | null = null): PracticeEvent => ({
  type: 'PracticeDocumentReviewed',
  data: { ...stamp(adminId), filename, decision, reason },
});

const typeDocument = (by: number, docType: string, issuedOn?: string | null, filename = visura.filename): PracticeCommand => ({
  type: 'TypePracticeDocument',
  data: { ...stamp(by), filename, docType, issuedOn },
});
const reviewDocument = (by: number, decision: 'approved' | 'rejected', reason?: string | null, filename = fattura.filename): PracticeCommand => ({
  type: 'ReviewPracticeDocument',
  data: { ...stamp(by), filename, decision, reason },
});

describe('issue 28: the owner types a document', () => {
  it('a visura camerale with its issue date moves to societari and is recorded as typed', () => {
    spec
      .given([submitted])
      .when(typeDocument(sellerId, 'visura_camerale', '2026-02-01'))
      .then([
        {
          type: 'PracticeDocumentTyped',
          data: { ...stamp(sellerId), filename: 'v1.pdf', docType: 'visura_camerale', issuedOn: '2026-02-01', from: 'fiscali', to: 'societari' },
        },
      ]);
  });

  it('the folded state has it under societari with its type, and without the review it had', () => {
    const typed: PracticeEvent = {
      type: 'PracticeDocumentTyped',
      data: { ...stamp(sellerId), filename: 'v1.pdf', docType: 'visura_camerale', issuedOn: '2026-02-01', from: 'fiscali', to: 'societari' },
    };
    const state = fold(practiceDecider, [submitted, reviewedEvent('v1.pdf', 'approved'), typed]);
    expect(state).toMatchObject({
      documents: { societari: [{ ...visura, docType: 'visura_camerale', issuedOn: '2026-02-01' }], fiscali: [fattura] },
      documentReviews: {},
    });
  });

  it('a type that goes stale needs its issue date', () => {
    spec.given([submitted]).when(typeDocument(sellerId, 'durc')).thenThrows(m.issuedOnRequired(documentTypes.durc.label), 'validation');
  });

  it('an issue date in the future or not a date is refused', () => {
    spec
      .given([submitted])
      .when(typeDocument(sellerId, 'visura_camerale', '2026-03-05'))
      .thenThrows(m.issuedOnInvalid, 'validation');
    spec
      .given([submitted])
      .when(typeDocument(sellerId, 'visura_camerale', '2026-02-30'))
      .thenThrows(m.issuedOnInvalid, 'validation');
  });

  it('a type outside the catalogue is refused', () => {
    spec.given([submitted]).when(typeDocument(sellerId, 'sicura')).thenThrows(m.documentTypeInvalid, 'validation');
  });

  it('another seller may not type it (403), nor anyone once the practice is sold (409)', () => {
    spec.given([submitted]).when(typeDocument(otherSellerId, 'fatture')).thenThrows(m.typeNotAllowed, 'forbidden');
    spec.given([submitted, approvedPractice, soldPractice]).when(typeDocument(sellerId, 'fatture')).thenThrows(m.practiceClosed, 'conflict');
  });

  it('the same type and date again records nothing', () => {
    spec
      .given([submitted])
      .when(typeDocument(sellerId, 'fatture', null, fattura.filename))
      .then([]);
  });
});

describe('issue 28: uploads take the type chosen beside the files', () => {
  const submit = (documents: object): PracticeCommand =>
    ({ type: 'SubmitPractice', data: { ...stamp(sellerId, at), ...details, documents } }) as PracticeCommand;

  it('a typed upload is recorded with its type, issue date, uploader and time', () => {
    const [event] = practiceDecider.decide(
      submit({ societari: [{ originalName: 'v.pdf', filename: 'x.pdf', docType: 'visura_camerale', issuedOn: '2026-01-15' }] }),
      practiceDecider.initialState(),
    );
    expect(event.data).toMatchObject({
      documents: {
        societari: [{ originalName: 'v.pdf', filename: 'x.pdf', docType: 'visura_camerale', issuedOn: '2026-01-15', uploadedAt: at, uploadedBy: sellerId }],
      },
    });
  });

  it('a type of the other category is refused and names both', () => {
    spec
      .given([])
      .when(submit({ societari: [{ originalName: 'f.pdf', filename: 'x.pdf', docType: 'fatture' }] }))
      .thenThrows(m.documentTypeWrongCategory('Fatture dei lavori', 'societari'), 'validation');
  });
});

describe('issue 28: the owner replaces a document', () => {
  const replace = (by: number, docType?: string): PracticeCommand => ({
    type: 'ReplacePracticeDocument',
    data: { ...stamp(by), filename: fattura.filename, document: { originalName: 'fattura-2.pdf', filename: 'f2.pdf', docType } },
  });

  it('on an approved practice: same place and type, the old file reported as replaced, no review on the new one', () => {
    const history = [submitted, approvedPractice, reviewedEvent('f1.pdf', 'rejected', 'Illeggibile')];
    const replacement = { originalName: 'fattura-2.pdf', filename: 'f2.pdf', docType: 'fatture', issuedOn: null, uploadedAt: later, uploadedBy: sellerId };
    spec
      .given(history)
      .when(replace(sellerId))
      .then([
        {
          type: 'PracticeDocumentsChanged',
          data: { ...stamp(sellerId), userId: sellerId, documents: { societari: [], fiscali: [visura, replacement] }, replaced: [fattura] },
        },
      ]);
    const state = fold(practiceDecider, [...history, ...practiceDecider.decide(replace(sellerId), fold(practiceDecider, history))]);
    expect(state).toMatchObject({ status: 'approved' });
    expect((state as { documentReviews: object }).documentReviews).not.toHaveProperty('f2.pdf');
  });

  it('only by the owner', () => {
    spec.given([submitted]).when(replace(otherSellerId)).thenThrows(m.replaceNotAllowed, 'forbidden');
  });
});

describe('issue 28: admins approve or reject each document, with a reason', () => {
  it('an approval and a rejection with its reason are events', () => {
    spec
      .given([submitted])
      .when(reviewDocument(adminId, 'approved'))
      .then([reviewedEvent('f1.pdf', 'approved')]);
    spec
      .given([submitted])
      .when(reviewDocument(adminId, 'rejected', '  Importo illeggibile '))
      .then([reviewedEvent('f1.pdf', 'rejected', 'Importo illeggibile')]);
  });

  it('a rejection without a reason is refused', () => {
    spec
      .given([submitted])
      .when(reviewDocument(adminId, 'rejected', '  '))
      .thenThrows(m.rejectionReasonRequired, 'validation');
  });

  it('four eyes: an admin does not review the documents of a practice of his own', () => {
    spec.given([submitted]).when(reviewDocument(sellerId, 'approved')).thenThrows(m.ownDocumentReview, 'forbidden');
  });

  it('the same decision twice is refused; changing it is allowed', () => {
    spec
      .given([submitted, reviewedEvent('f1.pdf', 'approved')])
      .when(reviewDocument(adminId, 'approved'))
      .thenThrows(m.alreadyReviewed, 'conflict');
    spec
      .given([submitted, reviewedEvent('f1.pdf', 'approved')])
      .when(reviewDocument(adminId, 'rejected', 'Scaduta'))
      .then([reviewedEvent('f1.pdf', 'rejected', 'Scaduta')]);
  });

  it('an unknown filename is not found', () => {
    spec
      .given([submitted])
      .when(reviewDocument(adminId, 'approved', null, 'zz.pdf'))
      .thenThrows('Documento non trovato', 'not_found');
  });
});

describe('issue 28: the owner reconfirms the credit (lastConfirmationDate)', () => {
  const extractFile = { originalName: 'estratto.pdf', filename: 'e1.pdf', sha256: 'ab'.repeat(32) };
  const reconfirm = (by: number, asOf = '2026-03-02'): PracticeCommand => ({ type: 'ReconfirmCredit', data: { ...stamp(by), asOf, extract: extractFile } });
  const declaration = {
    asOf: '2026-03-02',
    rataIds: ['2026'],
    text: 'Dichiaro che alla data del 02/03/2026 la rata 2026 indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.',
    extract: { filename: 'e1.pdf', sha256: extractFile.sha256 },
  };

  it('on an approved practice: the extract filed as a document, then CreditReconfirmed with the declaration, which moves lastConfirmedAt', () => {
    const extract = {
      originalName: 'estratto.pdf',
      filename: 'e1.pdf',
      docType: 'estratto_piattaforma_cessione_crediti',
      issuedOn: '2026-03-02',
      uploadedAt: later,
      uploadedBy: sellerId,
    };
    spec
      .given([submitted, approvedPractice])
      .when(reconfirm(sellerId))
      .then([
        {
          type: 'PracticeDocumentsChanged',
          data: { ...stamp(sellerId), userId: sellerId, documents: { societari: [], fiscali: [visura, fattura, extract] }, replaced: [] },
        },
        { type: 'CreditReconfirmed', data: { ...stamp(sellerId), declaration } },
      ]);
    expect(fold(practiceDecider, [submitted, approvedPractice, { type: 'CreditReconfirmed', data: { ...stamp(sellerId), declaration } }])).toMatchObject({
      lastConfirmedAt: later,
      lastDeclaration: declaration,
    });
  });

  it('a click recorded before issue 45 (no declaration) still reads: lastConfirmedAt moves, no declaration', () => {
    expect(fold(practiceDecider, [submitted, approvedPractice, { type: 'CreditReconfirmed', data: stamp(sellerId) }])).toMatchObject({
      lastConfirmedAt: later,
      lastDeclaration: null,
    });
  });

  it('the submission is the first confirmation', () => {
    expect(fold(practiceDecider, [submitted])).toMatchObject({ lastConfirmedAt: at, lastDeclaration: null });
  });

  it('not by another seller, not on a pending or sold practice', () => {
    spec.given([submitted, approvedPractice]).when(reconfirm(otherSellerId)).thenThrows(m.reconfirmNotAllowed, 'forbidden');
    spec.given([submitted]).when(reconfirm(sellerId)).thenThrows(m.reconfirmNotApproved, 'conflict');
    spec.given([submitted, approvedPractice, soldPractice]).when(reconfirm(sellerId)).thenThrows(m.reconfirmNotApproved, 'conflict');
  });
});

describe("issue 46: the owner adds a typed document ('Carica' beside a checklist item)", () => {
  const file = { originalName: 'durc.pdf', filename: 'd1.pdf' };
  const add = (by: number, docType: string, issuedOn?: string | null): PracticeCommand => ({
    type: 'AddPracticeDocument',
    data: { ...stamp(by), document: file, docType, issuedOn },
  });
  const typed = (docType: PracticeDocument['docType'], issuedOn: string | null = null): PracticeDocument => ({
    ...file,
    docType,
    issuedOn,
    uploadedAt: later,
    uploadedBy: sellerId,
  });
  const changed = (
    documents: { societari: PracticeDocument[]; fiscali: PracticeDocument[] },
    docType: DocumentType,
    holders: number[] = [],
  ): PracticeEvent => ({
    type: 'PracticeDocumentsChanged',
    data: { ...stamp(sellerId), userId: sellerId, documents, replaced: [], added: { filename: file.filename, docType, holders } },
  });
  const buyerId = 30;
  const exclusivity = (until: string): PracticeEvent => ({
    type: 'ExclusivityPurchased',
    data: { practiceId, by: buyerId, at, credits: 10, hours: 48, exclusiveUntil: until, rate: [2026] },
  });
  const expired = (until: string): PracticeEvent => ({ type: 'ExclusivityExpired', data: { practiceId, buyerId, exclusiveUntil: until, at: until } });

  // Each row: the history, the command, what is recorded (documents after, holders told) or the refusal.
  it.each<[string, PracticeEvent[], PracticeCommand, PracticeEvent]>([
    [
      'on an approved practice: a DURC di congruità with its date joins fiscali, no review',
      [submitted, approvedPractice],
      add(sellerId, 'durc_congruita', '2026-02-15'),
      changed({ societari: [], fiscali: [visura, fattura, typed('durc_congruita', '2026-02-15')] }, 'durc_congruita'),
    ],
    [
      'on a pending practice: a visura camerale joins societari, its category',
      [submitted],
      add(sellerId, 'visura_camerale', '2026-02-01'),
      changed({ societari: [typed('visura_camerale', '2026-02-01')], fiscali: [visura, fattura] }, 'visura_camerale'),
    ],
    [
      'a type that never goes stale takes no date; one sent is kept',
      [submitted, approvedPractice],
      add(sellerId, 'delibera_condominiale', '2026-01-10'),
      changed({ societari: [], fiscali: [visura, fattura, typed('delibera_condominiale', '2026-01-10')] }, 'delibera_condominiale'),
    ],
    [
      "'altro' has no category of its own: it joins fiscali",
      [submitted],
      add(sellerId, 'altro'),
      changed({ societari: [], fiscali: [visura, fattura, typed('altro')] }, 'altro'),
    ],
    [
      'during a running exclusivity: its holder is named, to be told',
      [submitted, approvedPractice, exclusivity('2026-03-03T10:00:00.000Z')],
      add(sellerId, 'fatture'),
      changed({ societari: [], fiscali: [visura, fattura, typed('fatture')] }, 'fatture', [buyerId]),
    ],
    [
      'an exclusivity past its end (not yet recorded) holds nothing: nobody is told',
      [submitted, approvedPractice, exclusivity('2026-03-02T09:00:00.000Z')],
      add(sellerId, 'fatture'),
      changed({ societari: [], fiscali: [visura, fattura, typed('fatture')] }, 'fatture'),
    ],
    [
      'an exclusivity that expired: nobody is told',
      [submitted, approvedPractice, exclusivity('2026-03-01T12:00:00.000Z'), expired('2026-03-01T12:00:00.000Z')],
      add(sellerId, 'fatture'),
      changed({ societari: [], fiscali: [visura, fattura, typed('fatture')] }, 'fatture'),
    ],
    [
      'even once the credit is ceduta: the dossier stays the seller’s to complete',
      [submitted, approvedPractice, soldPractice],
      add(sellerId, 'fatture'),
      changed({ societari: [], fiscali: [visura, fattura, typed('fatture')] }, 'fatture'),
    ],
  ])('%s', (_, history, command, event) => {
    spec.given(history).when(command).then([event]);
  });

  it.each<[string, PracticeEvent[], PracticeCommand, string, DomainErrorKind]>([
    ['another seller', [submitted, approvedPractice], add(otherSellerId, 'fatture'), m.addNotAllowed, 'forbidden'],
    ['a type outside the catalogue', [submitted], add(sellerId, 'sicura'), m.documentTypeInvalid, 'validation'],
    ['a type that goes stale without its date', [submitted], add(sellerId, 'durc'), m.issuedOnRequired(documentTypes.durc.label), 'validation'],
    ['an issue date in the future', [submitted], add(sellerId, 'visura_camerale', '2026-03-05'), m.issuedOnInvalid, 'validation'],
    ['an issue date that is no day', [submitted], add(sellerId, 'visura_camerale', '2026-02-30'), m.issuedOnInvalid, 'validation'],
    ['a deleted practice', [submitted, { type: 'PracticeDeleted', data: stamp(adminId, at) }], add(sellerId, 'fatture'), 'Pratica non trovata.', 'not_found'],
    ['a practice never submitted', [], add(sellerId, 'fatture'), 'Pratica non trovata.', 'not_found'],
  ])('refused: %s', (_, history, command, message, kind) => {
    spec.given(history).when(command).thenThrows(message, kind);
  });

  it('the folded state lists it without a review, and the practice keeps its status', () => {
    const event = changed({ societari: [], fiscali: [visura, fattura, typed('fatture')] }, 'fatture');
    const state = fold(practiceDecider, [submitted, approvedPractice, event]);
    expect(state).toMatchObject({ status: 'approved', documentReviews: {} });
    expect((state as { documents: { fiscali: PracticeDocument[] } }).documents.fiscali.at(-1)).toEqual(typed('fatture'));
  });
});
