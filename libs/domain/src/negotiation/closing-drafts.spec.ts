import { withRataFacts } from '../credit/credit-schedule';
import { closingDraft, closingDraftKinds, closingDraftTexts, type ClosingDraft, type ClosingDraftInput } from './closing-drafts';

const seller = { companyName: 'Edilizia Rossi S.r.l.', vatNumber: '01234567890', legalRepName: 'Mario Rossi', pec: null };
const buyer = { companyName: 'Banca Verdi S.p.A.', vatNumber: '09876543210', legalRepName: 'Anna Verdi', pec: 'verdi@pec.it', codiceFiscale: '80012345671' };
const sha = (c: string) => c.repeat(64);

const superbonus: ClosingDraftInput = {
  seller,
  buyer,
  practice: {
    practiceId: 42,
    type: 'SUPERBONUS_110',
    year: 2026,
    amount: 100_000,
    tributeCode: '7701',
    rate: withRataFacts(
      [2026, 2027, 2028, 2029].map((year) => ({ year, amount: 25_000, code: year === 2028 ? null : `R${year}` })),
      'qualificati',
    ),
  },
  offer: { offerId: 9, amount: 45_500.5, rate: ['2028', '2027'], acceptedAt: '2026-03-02T10:00:00.000Z' },
  protocol: null,
  documents: [
    { name: 'cila.pdf', type: 'Titolo edilizio (CILA, CILAS, SCIA o permesso di costruire)', sha256: sha('a') },
    { name: 'a1b2.pdf', type: null, sha256: sha('b') },
  ],
};

const creditoIva: ClosingDraftInput = {
  ...superbonus,
  practice: { practiceId: 43, type: 'CREDITO_IVA', year: 2025, amount: 80_000, tributeCode: null, rate: [] },
  offer: { offerId: 10, amount: 72_000, rate: [], acceptedAt: '2026-03-02T10:00:00.000Z' },
  protocol: 'ABC-12345',
};

/** The draft as one text, spaces squeezed (Intl puts a no-break space before €). */
const textOf = (draft: ClosingDraft) =>
  [draft.title, draft.notice, ...draft.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n').replace(/[^\S\n]+/g, ' ');
const section = (draft: ClosingDraft, heading: string) => draft.sections.find((s) => s.heading === heading);

describe('closingDraft (issue 29: the drafts of an accepted offer)', () => {
  it.each(closingDraftKinds)('%s: titled as its kind and headed "Bozza da verificare con il proprio consulente"', (kind) => {
    const draft = closingDraft(kind, superbonus);
    expect(draft.notice).toBe('Bozza da verificare con il proprio consulente');
    expect(draft.title).toBe(kind === 'proposta' ? "Proposta irrevocabile di acquisto di crediti d'imposta" : "Contratto di cessione di crediti d'imposta");
    expect(draft.sections[0]!.heading).toBe('Le parti');
  });

  it.each(closingDraftKinds)(
    '%s: names both parties with VAT number, codice fiscale when it differs, legal representative and PEC from their data for trading; "da indicare" when unknown',
    (kind) => {
      const parties = closingDraft(kind, superbonus).sections[0]!.paragraphs.join('\n');
      expect(parties).toContain('Edilizia Rossi S.r.l., partita IVA 01234567890, in persona del legale rappresentante Mario Rossi; PEC: da indicare.');
      expect(parties).toContain(
        'Banca Verdi S.p.A., partita IVA 09876543210, codice fiscale 80012345671, in persona del legale rappresentante Anna Verdi; PEC: verdi@pec.it.',
      );
    },
  );

  it.each(closingDraftKinds)(
    "issue 47: %s lists the documents handed over with their SHA-256, and the communication names the buyer's codice fiscale",
    (kind) => {
      const text = textOf(closingDraft(kind, superbonus));
      expect(section(closingDraft(kind, superbonus), 'Documentazione consegnata')!.paragraphs).toEqual([
        "Il cedente ha messo a disposizione del cessionario i documenti seguenti (art. 121 c. 6-bis D.L. 34/2020), identificati dall'impronta SHA-256 del file:",
        `«cila.pdf» (Titolo edilizio (CILA, CILAS, SCIA o permesso di costruire)): SHA-256 ${sha('a')}.`,
        `«a1b2.pdf»: SHA-256 ${sha('b')}.`,
      ]);
      expect(text).toContain('indicando il codice fiscale del cessionario (80012345671)');
      expect(section(closingDraft(kind, { ...superbonus, documents: [] }), 'Documentazione consegnata')!.paragraphs).toEqual([
        'Con la pratica non è stato consegnato alcun documento.',
      ]);
    },
  );

  it('proposta: the buyer proposes to the seller; contratto: the seller cedes to the buyer', () => {
    expect(closingDraft('proposta', superbonus).sections[0]!.paragraphs[0]).toMatch(/^Proponente \(cessionario\): Banca Verdi/);
    expect(closingDraft('contratto', superbonus).sections[0]!.paragraphs[0]).toMatch(/^Cedente: Edilizia Rossi/);
  });

  it.each(closingDraftKinds)('%s: lists only the covered rate, in year order, each with its code (missing code "da indicare")', (kind) => {
    const text = textOf(closingDraft(kind, superbonus));
    // Issue 47: the practice's year is the expenses', never mistaken for a rata's.
    expect(text).toContain("Credito d'imposta «Superbonus 110», per le spese dell'anno 2026, codice tributo 7701 (pratica n. 42).");
    expect(text).not.toContain('», anno 2026');
    expect(text).toContain('Sono cedute per intero le rate degli anni 2027, 2028:');
    expect(text).toContain('Rata 2027: valore nominale 25.000,00 €, codice identificativo R2027.');
    expect(text).toContain('Rata 2028: valore nominale 25.000,00 €, codice identificativo da indicare.');
    expect(text).not.toContain('Rata 2026');
    expect(text).not.toContain('Rata 2029');
    expect(text.indexOf('Rata 2027')).toBeLessThan(text.indexOf('Rata 2028'));
  });

  it.each(closingDraftKinds)('%s: face value of the covered rate and the price in Italian euro, payment within offerLimits.paymentDays', (kind) => {
    const paragraphs = section(closingDraft(kind, superbonus), 'Prezzo e pagamento')!.paragraphs.map((p) => p.replace(/\s+/g, ' '));
    expect(paragraphs[0]).toBe('Valore nominale complessivo del credito ceduto: 50.000,00 €.');
    expect(paragraphs[1]).toBe('Prezzo: 45.500,50 €.');
    expect(paragraphs[2]).toContain("entro 5 giorni dall'accettazione del credito da parte del cessionario sulla piattaforma dell'Agenzia delle Entrate");
  });

  it.each(closingDraftKinds)('%s: the seller warrants the credit exists, is not seized and not already transferred', (kind) => {
    const text = section(closingDraft(kind, superbonus), 'Garanzie del cedente')!.paragraphs.join('\n');
    expect(text).toContain('il credito esiste');
    expect(text).toContain('non è pignorato');
    expect(text).toContain('non è già stato ceduto');
  });

  it.each(closingDraftKinds)('%s: the deal falls if the Agenzia suspends (art. 122-bis) or cancels the transfer; a GDPR clause', (kind) => {
    const draft = closingDraft(kind, superbonus);
    expect(section(draft, 'Condizione risolutiva')!.paragraphs[0]).toBe(
      "La cessione si risolve se l'Agenzia delle Entrate sospende la comunicazione della cessione (art. 122-bis D.L. 34/2020) o la annulla.",
    );
    expect(section(draft, 'Protezione dei dati personali')!.paragraphs[0]).toContain('Regolamento (UE) 2016/679 (GDPR)');
  });

  it.each(closingDraftKinds)('%s: the notarial deed and its service on the Agenzia and the agente della riscossione only for Credito IVA', (kind) => {
    const iva = textOf(closingDraft(kind, creditoIva));
    expect(iva).toContain('atto pubblico o scrittura privata autenticata');
    expect(iva).toContain("notificato (servizio) all'Agenzia delle Entrate e all'agente della riscossione competenti (art. 1264 c.c., art. 69 R.D. 2440/1923)");
    expect(iva).toContain("Il credito non è ripartito in rate: la cessione riguarda l'intero credito.");
    expect(iva).toContain('Valore nominale complessivo del credito ceduto: 80.000,00 €.');
    expect(iva).not.toContain('122-bis');
    const bonus = textOf(closingDraft(kind, superbonus));
    expect(bonus).not.toContain('atto pubblico');
    expect(bonus).not.toContain('agente della riscossione');
  });

  it.each(closingDraftKinds)(
    "issue 45: %s confirms the buyer's correntista declaration, with the selling bank or the named capogruppo; nothing on the ordinary route",
    (kind) => {
      const viaSeller = textOf(closingDraft(kind, { ...superbonus, correntista: { bank: 'cedente', bankName: null } }));
      expect(viaSeller).toContain(
        "Il cessionario, soggetto diverso da un consumatore o utente, dichiara di essere titolare di un contratto di conto corrente con la banca cedente (art. 121, comma 1, D.L. 34/2020, come modificato dall'art. 14 D.L. 50/2022).",
      );
      expect(viaSeller).toContain('Il credito è acquistato senza facoltà di ulteriore cessione.');
      const viaParent = textOf(closingDraft(kind, { ...superbonus, correntista: { bank: 'capogruppo', bankName: 'Banca Madre S.p.A.' } }));
      expect(viaParent).toContain('con la banca capogruppo del gruppo bancario cui appartiene il cedente (Banca Madre S.p.A.)');
      expect(textOf(closingDraft(kind, superbonus))).not.toContain('conto corrente');
    },
  );

  it('the protocol of the transfer communication when recorded, else "da indicare"; the accepted offer and when', () => {
    expect(textOf(closingDraft('contratto', { ...creditoIva, protocol: 'REP. 1234/56' }))).toContain("Repertorio dell'atto: 1234/56.");
    const text = textOf(closingDraft('contratto', superbonus));
    expect(text).toContain('Protocollo della comunicazione di cessione: da indicare.');
    expect(text).toContain('Offerta n. 9 accettata il 02/03/2026 alle 11:00');
    expect(closingDraftTexts.missing).toBe('da indicare');
  });
});
