import { defaultCreditTerms } from '../credit/credit-terms';
import { buyerLabel, describeDocumentChange, formatItalianDateTime, practiceTimeline, type TimelineEvent, type TimelineViewer } from './practice-timeline';

const facts = { type: 'SUPERBONUS_110' as const, year: 2027, amount: 1000, discount: 10, isTraceable: true, tributeCode: '7701', numSites: 1 };
const details = { ...facts, ...defaultCreditTerms(facts) };
const file = (name: string, id: string) => ({ originalName: name, filename: `${id.padEnd(32, '0')}.pdf` });
const bilancio = file('Bilancio.pdf', 'a');
const visura = file('Visura.pdf', 'b');
const at = (hour: number) => `2026-03-01T${String(hour).padStart(2, '0')}:00:00.000Z`;
const stamp = (hour: number, by = 2) => ({ practiceId: 7, by, at: at(hour) });

/** Seller 2 submits, gets an integration request, adds a file and replaces another, is approved; buyers 5 and 6 buy. */
const story: TimelineEvent[] = [
  { type: 'PracticeSubmitted', data: { ...stamp(8), ...details, userId: 2, documents: { societari: [bilancio], fiscali: [] } } },
  { type: 'IntegrationRequested', data: { ...stamp(9, 1), comment: 'Manca la visura' } },
  {
    type: 'PracticeDocumentsChanged',
    data: { ...stamp(10), documents: { societari: [file('Bilancio.pdf', 'c')], fiscali: [visura] }, replaced: [bilancio] },
  },
  { type: 'PracticeResubmitted', data: { ...stamp(10), ...details } },
  { type: 'PracticeApproved', data: { ...stamp(11, 1), comment: null } },
  { type: 'PracticeAccessPurchased', data: { ...stamp(12, 5), credits: 10 } },
  { type: 'ExclusivityPurchased', data: { ...stamp(13, 6), credits: 100, hours: 24, exclusiveUntil: '2026-03-02T13:00:00.000Z' } },
  { type: 'ExclusivityExpired', data: { practiceId: 7, buyerId: 6, exclusiveUntil: '2026-03-02T13:00:00.000Z', at: '2026-03-02T13:01:00.000Z' } },
  { type: 'PracticeMarkedSold', data: { ...stamp(20), at: '2026-03-03T09:00:00.000Z', viaPortal: true } },
];
const usernames = new Map([
  [5, 'anna'],
  [6, 'bruno'],
]);
const seller: TimelineViewer = { role: 'owner', userId: 2 };

describe('practiceTimeline (issue 26: the practice timeline, in Italian, newest first)', () => {
  it('lists every step newest first: created, review with its comment, resubmission with its files, approval, purchases, exclusivity ended, sale', () => {
    const entries = practiceTimeline(story, seller, usernames);
    expect(entries.map((e) => e.kind)).toEqual(['sold', 'exclusivity_ended', 'exclusivity', 'access', 'approved', 'resubmitted', 'integration', 'submitted']);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort().reverse());
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e]));
    expect(byKind.submitted).toMatchObject({
      title: 'Pratica inserita e inviata in verifica',
      detail: 'Superbonus 110 2027, importo 1.000,00\u00a0€. Documenti societari: 1, fiscali: 0',
    });
    expect(byKind.integration).toMatchObject({ title: 'Richiesta di integrazione', detail: 'Commento: «Manca la visura»' });
    expect(byKind.resubmitted).toMatchObject({ detail: 'File aggiunti: Visura.pdf · File sostituiti: Bilancio.pdf' });
    expect(byKind.approved).toMatchObject({ title: 'Pratica approvata', detail: null });
    expect(byKind.exclusivity).toMatchObject({ title: "Un acquirente ha acquistato l'esclusiva di 24 ore", detail: 'Fino al 02/03/2026 alle 14:00' });
    expect(byKind.sold).toMatchObject({ title: 'Pratica ceduta', detail: 'Tramite il portale' });
  });

  it('issue 45: a reconfirmation reads its declaration word for word and the extract filed with it; an older click reads as before', () => {
    const extract = {
      ...file('Estratto AdE.pdf', 'e'),
      docType: 'estratto_piattaforma_cessione_crediti' as const,
      issuedOn: '2026-03-04',
      uploadedAt: at(12),
      uploadedBy: 2,
    };
    const text =
      'Dichiaro che alla data del 04/03/2026 la rata 2027 indicata è presente nel cassetto fiscale, non ceduta e non oggetto di scelta di compensazione.';
    const declaration = { asOf: '2026-03-04', rataIds: ['2027'], text, extract: { filename: extract.filename, sha256: 'ab'.repeat(32) } };
    const events: TimelineEvent[] = [
      ...story.slice(0, 5),
      { type: 'CreditReconfirmed', data: stamp(11) },
      { type: 'PracticeDocumentsChanged', data: { ...stamp(12), documents: { societari: [bilancio], fiscali: [visura, extract] }, replaced: [] } },
      { type: 'CreditReconfirmed', data: { ...stamp(12), declaration } },
    ];
    const [latest, click] = practiceTimeline(events, seller, usernames);
    expect(latest).toMatchObject({
      kind: 'reconfirmed',
      title: 'Credito riconfermato con dichiarazione',
      detail: `${text} Estratto della Piattaforma al 04/03/2026: Estratto AdE.pdf`,
    });
    expect(click).toMatchObject({ kind: 'reconfirmed', title: 'Credito riconfermato nel cassetto fiscale', detail: null });
  });

  it('issue 46: a document added from the checklist is its own entry, with its name and type; the next resubmission does not repeat it', () => {
    const durc = { ...file('DURC.pdf', 'd'), docType: 'durc_congruita' as const, issuedOn: '2026-02-20', uploadedAt: at(12), uploadedBy: 2 };
    const added = { filename: durc.filename, docType: 'durc_congruita' as const, holders: [] };
    const events: TimelineEvent[] = [
      ...story.slice(0, 5),
      { type: 'PracticeDocumentsChanged', data: { ...stamp(12), documents: { societari: [bilancio], fiscali: [visura, durc] }, replaced: [], added } },
    ];
    expect(practiceTimeline(events, seller, usernames)[0]).toEqual({
      at: at(12),
      kind: 'documents',
      title: 'Documento aggiunto, da verificare',
      detail: 'DURC.pdf: DURC di congruità',
    });
  });

  it('anonymity: the seller and other buyers read "Un acquirente", a buyer reads "Tu" for his own, an admin reads the username', () => {
    const titles = (viewer: TimelineViewer) =>
      practiceTimeline(story, viewer, usernames)
        .filter((e) => e.kind === 'access' || e.kind === 'exclusivity')
        .map((e) => e.title);
    expect(titles(seller)).toEqual(["Un acquirente ha acquistato l'esclusiva di 24 ore", "Un acquirente ha acquistato l'accesso base"]);
    expect(titles({ role: 'buyer', userId: 5 })).toEqual(["Un acquirente ha acquistato l'esclusiva di 24 ore", "Tu hai acquistato l'accesso base"]);
    expect(titles({ role: 'admin', userId: 1 })).toEqual(["bruno ha acquistato l'esclusiva di 24 ore", "anna ha acquistato l'accesso base"]);
    expect(JSON.stringify(practiceTimeline(story, { role: 'buyer', userId: 5 }, usernames))).not.toMatch(/anna|bruno|crediti/);
  });

  it('buyerLabel: an erased buyer reads "Dato cancellato" to an admin', () => {
    expect(buyerLabel(9, { role: 'admin', userId: 1 }, usernames)).toBe('Dato cancellato');
  });

  it('describeDocumentChange: nothing new reads null', () => {
    const docs = { societari: [bilancio], fiscali: [] };
    expect(describeDocumentChange(docs, docs, [])).toBeNull();
  });

  it('formatItalianDateTime: Rome time, summer and winter', () => {
    expect(formatItalianDateTime('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 alle 00:30');
    expect(formatItalianDateTime('2026-01-01T22:30:00.000Z')).toBe('01/01/2026 alle 23:30');
  });
});

describe('practiceTimeline: the negotiation (issue 29), read by its parties and the admins only', () => {
  /** Buyer 6 holds the exclusivity on seller 2's practice: offers, a counter, acceptance, the closing ticked to the end. */
  const deal = { practiceId: 7, buyerId: 6, sellerId: 2 };
  const terms = { rate: [2027], notes: null, expiresAt: '2026-03-03T13:00:00.000Z' };
  const negotiation: TimelineEvent[] = [
    { type: 'OfferMade', data: { ...deal, ...terms, by: 6, at: at(14), offerId: 1, amount: 800, repliesTo: null, documents: [] } },
    { type: 'OfferCountered', data: { ...deal, by: 2, at: at(15), offerId: 1 } },
    { type: 'OfferMade', data: { ...deal, ...terms, by: 2, at: at(15), offerId: 2, amount: 900, repliesTo: 1, documents: [] } },
    { type: 'OfferAccepted', data: { ...deal, by: 6, at: at(16), offerId: 2, amount: 900, rate: [2027] } },
    { type: 'ClosingStepRecorded', data: { ...deal, by: 2, at: at(17), offerId: 2, step: 'comunicazione', protocol: 'ADE-123' } },
    { type: 'ClosingStepRecorded', data: { ...deal, by: 6, at: at(18), offerId: 2, step: 'accettazione', protocol: null } },
    { type: 'ClosingStepRecorded', data: { ...deal, by: 2, at: at(19), offerId: 2, step: 'pagamento', protocol: null } },
    { type: 'ClosingCompleted', data: { ...deal, by: 2, at: at(19), offerId: 2, amount: 900, rate: [2027], protocol: 'ADE-123' } },
  ];
  const negotiationKinds = new Set(['offer', 'offer_answered', 'closing', 'closing_completed', 'closing_abandoned']);
  const negotiationEntries = (viewer: TimelineViewer) => practiceTimeline(negotiation, viewer, usernames).filter((e) => negotiationKinds.has(e.kind));

  it('a buyer who is not a party sees none of it', () => {
    expect(negotiationEntries({ role: 'buyer', userId: 5 })).toEqual([]);
  });

  it('the seller, the negotiating buyer and an admin see every step, newest first, the same way', () => {
    const seller = negotiationEntries({ role: 'owner', userId: 2 });
    expect(seller.map((e) => e.title)).toEqual([
      'Chiusura completata',
      'Prezzo ricevuto dal cedente',
      "Accettazione del credito dal cessionario sulla piattaforma dell'Agenzia delle Entrate",
      "Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate",
      'Offerta n. 2 accettata: chiusura aperta',
      'Controproposta n. 2',
      'Offerta n. 1: controproposta',
      'Offerta n. 1',
    ]);
    expect(negotiationEntries({ role: 'buyer', userId: 6 })).toEqual(seller);
    expect(negotiationEntries({ role: 'admin', userId: 1 })).toEqual(seller);
  });

  it('an offer reads its amount in euro, its rate and until when; the closing its protocol; the seller never reads the buyer', () => {
    const entries = negotiationEntries({ role: 'owner', userId: 2 });
    expect(entries.at(-1)).toMatchObject({ kind: 'offer', detail: '800,00\u00a0€ per la rata 2027 · Valida fino al 03/03/2026 alle 14:00' });
    expect(entries[0]).toMatchObject({ kind: 'closing_completed', detail: 'Ceduta la rata 2027 · Protocollo ADE-123' });
    expect(entries[3]).toMatchObject({ kind: 'closing', detail: 'Protocollo ADE-123' });
    expect(JSON.stringify(entries)).not.toMatch(/anna|bruno/);
  });

  it('a rejection and an abandoned closing keep their reason', () => {
    const ended: TimelineEvent[] = [
      { type: 'OfferRejected', data: { ...deal, by: 2, at: at(15), offerId: 1, reason: 'Troppo poco' } },
      { type: 'ClosingAbandoned', data: { ...deal, by: 6, at: at(18), offerId: 2, reason: 'Credito sospeso' } },
    ];
    expect(practiceTimeline(ended, { role: 'buyer', userId: 6 }, usernames).map((e) => [e.title, e.detail])).toEqual([
      ['Chiusura abbandonata', 'Motivo: «Credito sospeso»'],
      ['Offerta n. 1 rifiutata', 'Motivo: «Troppo poco»'],
    ]);
  });

  it("issue 47: the platform's steps read with their day, the suspension's end, the CRO, and an annulment or refusal by its cause", () => {
    const platform: TimelineEvent[] = [
      {
        type: 'ClosingStepRecorded',
        data: { ...deal, by: 2, at: at(17), offerId: 2, amount: 900, rate: [2027], step: 'comunicazione', protocol: 'ADE-123', communicatedOn: '2026-03-02' },
      },
      { type: 'ClosingSuspended', data: { ...deal, by: 2, at: at(18), offerId: 2, amount: 900, rate: [2027], suspendedUntil: '2026-03-20' } },
      {
        type: 'ClosingStepRecorded',
        data: { ...deal, by: 2, at: at(19), offerId: 2, amount: 900, rate: [2027], step: 'pagamento', protocol: null, reference: 'CRO12345678901' },
      },
      { type: 'ClosingAbandoned', data: { ...deal, by: 6, at: at(20), offerId: 3, amount: 900, rate: [2027], reason: 'Importo errato', cause: 'rifiutata' } },
      {
        type: 'ClosingAbandoned',
        data: { ...deal, by: 2, at: at(21), offerId: 4, amount: 900, rate: [2027], reason: 'Rischio confermato', cause: 'annullata' },
      },
    ];
    expect(practiceTimeline(platform, { role: 'owner', userId: 2 }, usernames).map((e) => [e.title, e.detail])).toEqual([
      ["Chiusura annullata dall'Agenzia delle Entrate", 'Motivo: «Rischio confermato»'],
      ['Chiusura terminata: credito rifiutato dal cessionario', 'Motivo: «Importo errato»'],
      ['Prezzo ricevuto dal cedente', 'Riferimento del bonifico CRO12345678901'],
      ["Comunicazione sospesa dall'Agenzia delle Entrate", 'Fino al 20/03/2026'],
      ["Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate", 'Protocollo ADE-123, comunicata il 02/03/2026'],
    ]);
  });
});
