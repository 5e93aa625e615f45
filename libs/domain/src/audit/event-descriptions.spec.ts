import { defaultCreditTerms } from '../credit/credit-terms';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import { evolvePractice, type PracticeState } from '../practice/practice.state';
import { evolveUser, type UserState } from '../user/user.state';
import { describedEventTypes, describeEvent, describeHistory, genericEventDescription, type AuditedEvent } from './event-descriptions';
import { eventFieldLabels, readableEventFields } from './event-labels';

const at = '2026-01-02T10:00:00.000Z';
const doc = { originalName: 'Bilancio.pdf', filename: '0123456789abcdef0123456789abcdef.pdf' };
const typedDoc = { ...doc, docType: 'fatture' as const, issuedOn: null, uploadedAt: at, uploadedBy: 2 };
const profile = {
  username: 'mario',
  companyName: 'Rossi S.r.l.',
  vatNumber: '1',
  legalRepName: 'Mario',
  phone: '3',
  email: 'm@x.it',
  isCedente: true,
  isCessionario: false,
  isAdmin: false,
};
const details = { type: 'SUPERBONUS_110' as const, year: 2027, amount: 1000, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };
const terms = defaultCreditTerms(details);
const facts = defaultDueDiligenceFacts(details.amount);
const stamp = { practiceId: 7, by: 2, at };
/** A step of the negotiation of buyer 3 on seller 2's practice 7, about offer 12. */
const step = { ...stamp, offerId: 12, buyerId: 3, sellerId: 2 };
const offerTerms = { amount: 12500.5, rate: [2026, 2027], notes: 'Pagamento in 5 giorni', expiresAt: '2026-01-04T10:00:00.000Z' };

/** One event of every type: the compiler refuses this table when a type is missing. */
const samples: { [T in AuditedEvent['type']]: Extract<AuditedEvent, { type: T }>['data'] } = {
  UserRegistered: { ...profile, userId: 1, businessDocument: doc, registeredAt: at },
  BusinessDocumentAttached: { userId: 1, document: doc, by: 1, at },
  BusinessDocumentRemoved: { userId: 1, filename: doc.filename, by: 1, at },
  BusinessDocumentAccessed: { userId: 1, document: doc, by: 1, at },
  UserApproved: { userId: 1, by: 1, at },
  UserRejected: { userId: 1, by: 1, at },
  UserBlocked: { userId: 1, by: 1, at },
  UserActivated: { userId: 1, by: 1, at },
  UserEditedByAdmin: { userId: 1, changes: { phone: '4', isAdmin: true }, by: 1, at },
  UserDeleted: { userId: 1, by: 1, at },
  UserPersonalDataErased: { userId: 1, by: 1, at },
  PasswordChanged: { userId: 1, via: 'reset', at },
  PasswordResetRequested: { userId: 1, at },
  DataChangeRequested: { userId: 1, fieldsToChange: { email: 'n@x.it' }, reason: 'nuova mail', at },
  DataChangeRequestHandled: { userId: 1, requestNumber: 1, by: 2, at },
  BuyerKindDeclared: { userId: 1, kind: 'banca', registerNumber: '03069', by: 1, at },
  BuyerKindVerified: { userId: 1, kind: 'banca', registerNumber: '03069', by: 2, at },
  TradingProfileDeclared: {
    userId: 1,
    codiceFiscale: '06363391001',
    pec: 'impresa@pec.example.it',
    registeredOffice: 'Via Appia 12, Roma',
    ateco: '41.20.00',
    beneficialOwner: 'Mario Rossi',
    by: 1,
    at,
  },
  OffsetCapacityDeclared: { userId: 1, years: [{ year: 2027, amount: 150_000 }], by: 1, at },
  AccountDocumentAttached: {
    userId: 1,
    kind: 'bilancio',
    year: 2025,
    expiresOn: null,
    document: { originalName: 'Bilancio 2025.pdf', filename: 'b.pdf' },
    by: 1,
    at,
  },
  AccountDocumentAccessed: {
    userId: 1,
    kind: 'documento_identita',
    year: null,
    expiresOn: '2030-01-31',
    document: { originalName: 'carta-identita.jpg', filename: 'c.jpg' },
    by: 2,
    at,
  },
  TwoFactorEnabled: { userId: 1, at },
  TwoFactorDisabled: { userId: 1, at },
  TwoFactorReset: { userId: 1, by: 2, at },
  PracticeSubmitted: { ...stamp, ...details, ...terms, dueDiligenceFacts: facts, userId: 2, documents: { societari: [typedDoc], fiscali: [] } },
  PracticeResubmitted: { ...stamp, ...details, ...terms, dueDiligenceFacts: facts },
  PracticeDocumentsChanged: { ...stamp, documents: { societari: [typedDoc], fiscali: [typedDoc] }, replaced: [] },
  PracticeDocumentTyped: { ...stamp, filename: doc.filename, docType: 'visura_camerale', issuedOn: '2025-12-01', from: 'fiscali', to: 'societari' },
  PracticeDocumentReviewed: { ...stamp, filename: doc.filename, decision: 'rejected', reason: 'Documento illeggibile' },
  CreditReconfirmed: stamp,
  PracticeApproved: { ...stamp, comment: null },
  PracticeRejected: { ...stamp, comment: 'no' },
  IntegrationRequested: { ...stamp, comment: 'Manca il bilancio' },
  PracticeMarkedSold: { ...stamp, viaPortal: true, protocol: 'ADE-2026/000123' },
  PracticeDocumentDeleted: { ...stamp, category: 'fiscali', document: doc },
  PracticeDeleted: stamp,
  PracticeAccessPurchased: { ...stamp, credits: 5 },
  ExclusivityPurchased: { ...stamp, credits: 20, hours: 48, exclusiveUntil: at },
  ExclusivityExpired: { practiceId: 7, buyerId: 3, exclusiveUntil: at, at },
  ExclusivityEndingSoon: { practiceId: 7, buyerId: 3, exclusiveUntil: at, at },
  ReconfirmationReminderSent: { practiceId: 7, lastConfirmedAt: at, at },
  SavedSearchMatched: { searchId: 4, buyerId: 9, practiceId: 7, at },
  SavedSearchDigestSent: { userId: 9, day: '2026-03-02', matches: [{ searchId: 4, practiceId: 7 }], at },
  PracticeDocumentsAccessed: { ...stamp, what: 'zip', documents: [doc] },
  OfferMade: { ...step, by: 3, ...offerTerms, repliesTo: null, documents: [{ filename: doc.filename, sha256: 'ab'.repeat(32) }] },
  OfferCountered: step,
  OfferRejected: { ...step, reason: 'Prezzo troppo basso' },
  OfferWithdrawn: { ...step, by: 3 },
  OfferExpired: { practiceId: 7, offerId: 12, buyerId: 3, sellerId: 2, at, expiresAt: at },
  OfferAccepted: { ...step, amount: 12500.5, rate: [2026, 2027] },
  ClosingStepRecorded: { ...step, step: 'comunicazione', protocol: 'ADE-2026/000123' },
  ClosingCompleted: { ...step, amount: 12500.5, rate: [2026], protocol: 'ADE-2026/000123' },
  ClosingSuspended: { ...step, suspendedUntil: '2026-03-20' },
  ClosingAbandoned: { ...step, reason: 'Il pagamento non è arrivato' },
  HoldingOffsetChosen: { practiceId: 7, offerId: 12, buyerId: 3, by: 3, at, rataId: '2026', year: 2026 },
  CreditsPurchased: { userId: 1, at, credits: 10, price: '149.90', packageId: 'p', paymentId: 'sim_1', checkoutSessionId: 's', provider: 'simulated' },
  CreditsAdded: { userId: 1, at, credits: 10, by: 1, method: 'pin' },
  CreditsSpent: { userId: 1, at, credits: 5, practiceId: 7, accessType: 'base', hours: null },
  CheckoutStarted: { sessionId: 's', userId: 1, packageId: 'starter' as never, credits: 10, price: '149.90', provider: 'simulated', at },
  CheckoutCompleted: { sessionId: 's', userId: 1, paymentId: 'sim_1', at },
  CheckoutPaymentReversed: { sessionId: 's', userId: 1, paymentId: 'pi_1', reason: 'refund', reference: 'ch_1', amountCents: 7990, credits: 50, at },
  CreditsReversed: { userId: 1, at, credits: 50, reason: 'dispute', paymentId: 'pi_1', checkoutSessionId: 's' },
  WalletFlagged: { userId: 1, at, creditsOwed: 40, reason: 'refund', paymentId: 'pi_1', checkoutSessionId: 's' },
};

describe('describeEvent (the Italian line of the admin history, issue 7 "Audit history")', () => {
  it.each(Object.entries(samples))('%s has its own description', (type, data) => {
    const text = describeEvent(type, data);
    expect(text).not.toBe(genericEventDescription(type));
    expect(text.length).toBeGreaterThan(5);
  });

  it('every described type has a sample here', () => {
    expect([...describedEventTypes].sort()).toEqual(Object.keys(samples).sort());
  });

  it('review comments and downloaded file names are part of the line', () => {
    expect(describeEvent('IntegrationRequested', samples.IntegrationRequested)).toBe('Richiesta di integrazione, con il commento: «Manca il bilancio»');
    expect(describeEvent('PracticeDocumentsAccessed', samples.PracticeDocumentsAccessed)).toBe('Scaricati tutti i documenti (zip): Bilancio.pdf');
    expect(describeEvent('PracticeSubmitted', samples.PracticeSubmitted)).toBe('Pratica 7 inserita: Superbonus 110 2027, importo 1.000,00\u00a0€');
  });

  it('amounts are written the it-IT way: euro with grouping and two decimals, credits grouped', () => {
    const submitted = { ...samples.PracticeSubmitted, amount: 1234567.89 };
    expect(describeEvent('PracticeSubmitted', submitted)).toBe('Pratica 7 inserita: Superbonus 110 2027, importo 1.234.567,89\u00a0€');
    const purchased = { ...samples.CreditsPurchased, credits: 1500, price: '1490.00' };
    expect(describeEvent('CreditsPurchased', purchased)).toBe('Acquisto di 1.500 crediti per 1.490,00\u00a0€');
    expect(describeEvent('CheckoutStarted', samples.CheckoutStarted)).toBe('Pagamento avviato: 10 crediti per 149,90\u00a0€');
    expect(describeEvent('CreditsAdded', { ...samples.CreditsAdded, credits: 2500 })).toBe("2.500 crediti aggiunti dall'amministrazione");
    expect(describeEvent('CreditsSpent', { ...samples.CreditsSpent, credits: 1000 })).toBe('1.000 crediti spesi per la pratica 7');
    expect(describeEvent('PracticeAccessPurchased', { ...samples.PracticeAccessPurchased, credits: 1200 })).toBe(
      'Accesso alla pratica acquistato per 1.200 crediti',
    );
    expect(describeEvent('ExclusivityPurchased', { ...samples.ExclusivityPurchased, credits: 3000 })).toBe('Esclusiva di 48 ore acquistata per 3.000 crediti');
  });

  it('a buyer kind is described with its Italian label and its register number, none when it has no register', () => {
    expect(describeEvent('BuyerKindDeclared', samples.BuyerKindDeclared)).toBe('Qualifica di acquirente dichiarata: Banca (iscrizione 03069)');
    expect(describeEvent('BuyerKindVerified', samples.BuyerKindVerified)).toBe(
      "Qualifica di acquirente verificata: Banca (iscrizione 03069), controllata sull'albo delle banche della Banca d'Italia",
    );
    expect(describeEvent('TradingProfileDeclared', samples.TradingProfileDeclared)).toBe(
      'Dati per le cessioni: codice fiscale 06363391001, PEC impresa@pec.example.it, sede legale Via Appia 12, Roma, ATECO 41.20.00, titolare effettivo Mario Rossi',
    );
    expect(describeEvent('AccountDocumentAttached', samples.AccountDocumentAttached)).toBe('Bilancio approvato 2025 caricato: Bilancio 2025.pdf');
    expect(describeEvent('AccountDocumentAccessed', samples.AccountDocumentAccessed)).toBe(
      "Documento d'identità del legale rappresentante (scadenza 31/01/2030) scaricato: carta-identita.jpg",
    );
    expect(describeEvent('OffsetCapacityDeclared', samples.OffsetCapacityDeclared)).toBe('Capacità di compensazione: 2027 150.000,00\u00a0€');
    expect(describeEvent('OffsetCapacityDeclared', { ...samples.OffsetCapacityDeclared, years: [] })).toBe('Capacità di compensazione ritirata');
    expect(describeEvent('BuyerKindDeclared', { ...samples.BuyerKindDeclared, kind: 'impresa', registerNumber: null })).toBe(
      'Qualifica di acquirente dichiarata: Impresa',
    );
  });

  it('issue 31: two-factor sign-in turned on, off by the user, reset by the administration', () => {
    expect(describeEvent('TwoFactorEnabled', samples.TwoFactorEnabled)).toBe('Verifica in due passaggi attivata');
    expect(describeEvent('TwoFactorDisabled', samples.TwoFactorDisabled)).toBe("Verifica in due passaggi disattivata dall'utente");
    expect(describeEvent('TwoFactorReset', samples.TwoFactorReset)).toBe("Verifica in due passaggi reimpostata dall'amministrazione");
  });

  it('issue 28: a typing names the type and issue date, a rejection its reason', () => {
    expect(describeEvent('PracticeDocumentTyped', samples.PracticeDocumentTyped)).toBe(
      `Tipo del documento ${doc.filename}: Visura camerale, rilasciato il 01/12/2025`,
    );
    expect(describeEvent('PracticeDocumentReviewed', samples.PracticeDocumentReviewed)).toBe(`Documento ${doc.filename} rifiutato: Documento illeggibile`);
    expect(describeEvent('PracticeDocumentsAccessed', { ...samples.PracticeDocumentsAccessed, what: 'pack' })).toBe(
      'Scaricato il fascicolo di due diligence: Bilancio.pdf',
    );
  });

  it('issue 45: a reconfirmation with a declaration reads its text and the extract with its SHA-256; an older click as before', () => {
    const sha256 = 'ef'.repeat(32);
    const text =
      'Dichiaro che alla data del 02/01/2026 le rate 2026, 2027 indicate sono presenti nel cassetto fiscale, non cedute e non oggetto di scelta di compensazione.';
    const declaration = { asOf: '2026-01-02', rataIds: ['2026', '2027'], text, extract: { filename: doc.filename, sha256 } };
    expect(describeEvent('CreditReconfirmed', { ...samples.CreditReconfirmed, declaration })).toBe(
      `Credito riconfermato con dichiarazione: «${text}» Estratto della Piattaforma Cessione Crediti: file ${doc.filename} (SHA-256 ${sha256})`,
    );
    expect(describeEvent('CreditReconfirmed', samples.CreditReconfirmed)).toBe('Credito riconfermato nel cassetto fiscale');
  });

  it('issue 30: a download names each file with the SHA-256 delivered and whether it was watermarked; older events the names only', () => {
    const sha256 = 'cd'.repeat(32);
    const documents = [
      { ...doc, sha256, watermarked: true },
      { originalName: 'foto.jpg', filename: 'f.jpg', sha256, watermarked: false },
    ];
    expect(describeEvent('PracticeDocumentsAccessed', { ...samples.PracticeDocumentsAccessed, what: 'document', documents })).toBe(
      `Documento scaricato: Bilancio.pdf (con filigrana, SHA-256 ${sha256}), foto.jpg (SHA-256 ${sha256})`,
    );
    expect(describeEvent('PracticeDocumentsAccessed', samples.PracticeDocumentsAccessed)).toBe('Scaricati tutti i documenti (zip): Bilancio.pdf');
  });

  it('issue 29: each negotiation step names its offer, amounts in euro, the rate, reasons and the protocol', () => {
    expect(describeEvent('OfferMade', samples.OfferMade)).toBe(
      'Offerta n. 12 di 12.500,50\u00a0€ per le rate 2026, 2027, valida fino al 04/01/2026 alle 11:00, con le note: «Pagamento in 5 giorni»',
    );
    expect(describeEvent('OfferMade', { ...samples.OfferMade, offerId: 13, repliesTo: 12, rate: [], notes: null })).toBe(
      "Controproposta n. 13 all'offerta n. 12 di 12.500,50\u00a0€ per l'intero credito, valida fino al 04/01/2026 alle 11:00",
    );
    expect(describeEvent('OfferRejected', samples.OfferRejected)).toBe('Offerta n. 12 rifiutata, con il motivo: «Prezzo troppo basso»');
    expect(describeEvent('OfferRejected', { ...samples.OfferRejected, reason: null })).toBe('Offerta n. 12 rifiutata');
    expect(describeEvent('OfferAccepted', samples.OfferAccepted)).toBe('Offerta n. 12 accettata: 12.500,50\u00a0€ per le rate 2026, 2027; si apre la chiusura');
    expect(describeEvent('ClosingStepRecorded', samples.ClosingStepRecorded)).toBe(
      "Chiusura dell'offerta n. 12: Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate (protocollo ADE-2026/000123)",
    );
    expect(describeEvent('ClosingCompleted', samples.ClosingCompleted)).toBe(
      "Chiusura dell'offerta n. 12 completata: ceduta la rata 2026 (protocollo ADE-2026/000123)",
    );
    expect(describeEvent('HoldingOffsetChosen', { ...samples.HoldingOffsetChosen, rataId: '2027-R2026', year: 2027 })).toBe(
      "Scelta irrevocabile di compensazione in F24 comunicata dall'acquirente per la rata 2027 (ripartizione della rata 2026) acquisita con l'offerta n. 12",
    );
    // A spread's quota (art. 9 c. 4 DL 176/2022) reads with the rata it comes from, not by its id.
    expect(describeEvent('ClosingCompleted', { ...samples.ClosingCompleted, rate: ['2027', '2027-R2026'] })).toBe(
      "Chiusura dell'offerta n. 12 completata: cedute le rate 2027, 2027 (ripartizione della rata 2026) (protocollo ADE-2026/000123)",
    );
    expect(describeEvent('ClosingAbandoned', samples.ClosingAbandoned)).toBe(
      "Chiusura dell'offerta n. 12 abbandonata, con il motivo: «Il pagamento non è arrivato»",
    );
    expect(describeEvent('PracticeMarkedSold', samples.PracticeMarkedSold)).toBe('Pratica segnata come ceduta tramite il portale (protocollo ADE-2026/000123)');
  });

  it("issue 47: the platform's steps read with their day, suspension, reference and why a deal ended", () => {
    expect(describeEvent('ClosingStepRecorded', { ...samples.ClosingStepRecorded, communicatedOn: '2026-03-02' })).toBe(
      "Chiusura dell'offerta n. 12: Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate (protocollo ADE-2026/000123, comunicata il 02/03/2026)",
    );
    expect(describeEvent('ClosingStepRecorded', { ...samples.ClosingStepRecorded, step: 'pagamento', protocol: null, reference: 'CRO12345678901' })).toBe(
      "Chiusura dell'offerta n. 12: Prezzo ricevuto dal cedente (riferimento del bonifico CRO12345678901)",
    );
    expect(describeEvent('ClosingSuspended', samples.ClosingSuspended)).toBe(
      "Chiusura dell'offerta n. 12: comunicazione sospesa dall'Agenzia delle Entrate fino al 20/03/2026",
    );
    expect(describeEvent('ClosingAbandoned', { ...samples.ClosingAbandoned, cause: 'rifiutata', reason: 'Importo errato' })).toBe(
      "Chiusura dell'offerta n. 12 terminata: credito rifiutato dal cessionario, con il motivo: «Importo errato»",
    );
  });

  it('issue 46: a deleted document names its category in words, never the stored key', () => {
    expect(describeEvent('PracticeDocumentDeleted', samples.PracticeDocumentDeleted)).toBe('Documento eliminato tra i documenti fiscali: Bilancio.pdf');
    expect(describeEvent('PracticeDocumentDeleted', { ...samples.PracticeDocumentDeleted, category: 'societari' })).toBe(
      'Documento eliminato tra i documenti societari: Bilancio.pdf',
    );
  });

  it('an unknown type gets the generic description, never a crash', () => {
    expect(describeEvent('SomethingNew', { a: 1 })).toBe('Evento registrato: SomethingNew');
  });

  it('data of a shape the describer cannot read gets the generic description', () => {
    expect(describeEvent('PracticeDocumentsChanged', {})).toBe('Evento registrato: PracticeDocumentsChanged');
    expect(describeEvent('UserEditedByAdmin', null)).toBe('Evento registrato: UserEditedByAdmin');
  });
});

describe('describeHistory (issue 46: documents by the names the seller gave them)', () => {
  const other = { originalName: 'Visura Rossi.pdf', filename: 'ffffffffffffffffffffffffffffffff.pdf' };
  const submitted = { ...samples.PracticeSubmitted, documents: { societari: [typedDoc], fiscali: [] } };
  const sha256 = 'ef'.repeat(32);
  const declaration = { asOf: '2026-01-02', rataIds: ['2026'], text: 'Dichiaro.', extract: { filename: other.filename, sha256 } };
  const history = [
    { type: 'PracticeSubmitted', data: submitted },
    { type: 'PracticeDocumentTyped', data: samples.PracticeDocumentTyped },
    { type: 'PracticeDocumentReviewed', data: { ...samples.PracticeDocumentReviewed, decision: 'approved', reason: null } },
    {
      type: 'PracticeDocumentsChanged',
      data: {
        ...samples.PracticeDocumentsChanged,
        documents: { societari: [typedDoc], fiscali: [{ ...typedDoc, ...other, docType: 'altro' }] },
        added: { filename: other.filename, docType: 'visura_camerale', holders: [] },
      },
    },
    { type: 'CreditReconfirmed', data: { ...samples.CreditReconfirmed, declaration } },
    { type: 'PracticeDocumentReviewed', data: { ...samples.PracticeDocumentReviewed, filename: other.filename } },
  ];

  it('a typing, a review, an addition and an extract read the original names, never the stored ones', () => {
    const lines = describeHistory(history);
    expect(lines.slice(1)).toEqual([
      'Tipo del documento Bilancio.pdf: Visura camerale, rilasciato il 01/12/2025',
      'Documento Bilancio.pdf approvato',
      'Documento aggiunto dal venditore: Visura Rossi.pdf (Visura camerale), da verificare. Documenti della pratica aggiornati (1 societari, 1 fiscali)',
      `Credito riconfermato con dichiarazione: «Dichiaro.» Estratto della Piattaforma Cessione Crediti: file Visura Rossi.pdf (SHA-256 ${sha256})`,
      'Documento Visura Rossi.pdf rifiutato: Documento illeggibile',
    ]);
    for (const line of lines) expect(line).not.toMatch(/[0-9a-f]{32}\.pdf/);
  });

  it('each line knows only the names filed up to it: an event before the filing keeps the stored name', () => {
    const [typed] = describeHistory([
      { type: 'PracticeDocumentTyped', data: samples.PracticeDocumentTyped },
      { type: 'PracticeSubmitted', data: submitted },
    ]);
    expect(typed).toBe(`Tipo del documento ${doc.filename}: Visura camerale, rilasciato il 01/12/2025`);
  });

  it("an erased seller's names (opened as 'Dato cancellato') stay erased in every line", () => {
    const erased = (file: typeof typedDoc) => ({ ...file, originalName: 'Dato cancellato' });
    const lines = describeHistory([
      { type: 'PracticeSubmitted', data: { ...submitted, documents: { societari: [erased(typedDoc)], fiscali: [] } } },
      { type: 'PracticeDocumentTyped', data: samples.PracticeDocumentTyped },
    ]);
    expect(lines[1]).toBe('Tipo del documento Dato cancellato: Visura camerale, rilasciato il 01/12/2025');
    expect(lines.join('\n')).not.toContain('Bilancio.pdf');
  });

  it('is describeEvent line by line for a history that names no stored file', () => {
    const events = Object.entries(samples)
      .filter(([type]) => !['PracticeDocumentTyped', 'PracticeDocumentReviewed'].includes(type))
      .map(([type, data]) => ({ type, data }));
    expect(describeHistory(events)).toEqual(events.map(({ type, data }) => describeEvent(type, data)));
  });
});

describe('the history speaks Italian (issue 46): no field name or stored code reaches a person', () => {
  const keysOf = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(keysOf)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];

  it('every field of every event has an Italian name', () => {
    const unnamed = Object.values(samples).flatMap((data) => keysOf(data).filter((key) => !(key in eventFieldLabels)));
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it("a document's categories and a closing's end read in words", () => {
    const typed = readableEventFields(samples.PracticeDocumentTyped);
    expect(typed.filter((f) => f.key === 'from' || f.key === 'to').map((f) => [f.label, f.value])).toEqual([
      ['Dalla categoria', 'Fiscali'],
      ['Alla categoria', 'Societari'],
    ]);
    const ended = readableEventFields({ ...samples.ClosingAbandoned, cause: 'annullata' });
    expect(ended.find((f) => f.key === 'cause')?.value).toBe("Annullata dall'Agenzia delle Entrate");
  });
});

describe('access-log events change no state (appended with expected version "any")', () => {
  it('evolvePractice and evolveUser return the state unchanged', () => {
    const practice = { status: 'deleted', practiceId: 7 } as PracticeState;
    expect(evolvePractice(practice, { type: 'PracticeDocumentsAccessed', data: samples.PracticeDocumentsAccessed })).toBe(practice);
    const user = { status: 'unregistered' } as UserState;
    expect(evolveUser(user, { type: 'BusinessDocumentAccessed', data: samples.BusinessDocumentAccessed })).toBe(user);
  });
});
