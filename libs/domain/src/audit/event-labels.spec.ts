import { describedEventTypes } from './event-descriptions';
import { eventTypeLabel, eventTypeLabels, readableEventFields } from './event-labels';

describe('event labels (issue 26: the admin events list in Italian, no raw JSON unless asked)', () => {
  it('every described event type has an Italian name; an unknown type reads as stored', () => {
    expect(Object.keys(eventTypeLabels).sort()).toEqual([...describedEventTypes].sort());
    expect(eventTypeLabel('PracticeApproved')).toBe('Pratica approvata');
    expect(eventTypeLabel('SomethingNew')).toBe('SomethingNew');
  });

  it('readableEventFields: Italian labels, Rome dates, Sì/No, documents by name, nested maps in words', () => {
    const fields = readableEventFields({
      practiceId: 7,
      at: '2026-07-01T22:30:00.000Z',
      isTraceable: true,
      comment: null,
      documents: { societari: [{ originalName: 'Statuto.pdf', filename: 'x.pdf' }], fiscali: [] },
      fieldsToChange: { phone: '02 1234' },
      type: 'SUPERBONUS_110',
      amount: 154000.5,
      accessType: 'exclusive',
      mystery: 'x',
    });
    expect(fields.map((f) => [f.label, f.value])).toEqual([
      ['ID pratica', '7'],
      ['Data', '02/07/2026 alle 00:30'],
      ['Tracciabile', 'Sì'],
      ['Commento', '—'],
      ['Documenti', 'Societari: Statuto.pdf; Fiscali: nessuno'],
      ['Campi da modificare', 'Telefono: 02 1234'],
      ['Tipo di credito', 'Superbonus 110'],
      ['Importo', '154.000,50\u00a0€'],
      ['Tipo di accesso', 'Esclusiva'],
      ['mystery', 'x'],
    ]);
  });

  it("issue 46: stored codes read in Italian: a document's type and review, the works' stage, the chain's holder, a buyer's kind, a closing step", () => {
    const fields = readableEventFields({
      docType: 'comunicazione_fine_lavori',
      issuedOn: '2026-03-01',
      decision: 'rejected',
      dueDiligenceFacts: { stage: 'fine_lavori' },
      transferChain: { holder: 'banca' },
      kind: 'gruppo_bancario',
      step: 'accettazione',
      saleStatus: 'in_trattativa',
    });
    expect(fields.map((f) => [f.label, f.value])).toEqual([
      ['Tipo di documento', 'Comunicazione di fine lavori'],
      ['Rilasciato il', '01/03/2026'],
      ['Esito', 'Rifiutato'],
      ['Dati per la due diligence', 'Stato dei lavori: Fine lavori'],
      ['Catena delle cessioni', 'Titolare: Banca'],
      ['Qualifica', 'Società del gruppo bancario'],
      ['Passaggio', "Accettazione del credito dal cessionario sulla piattaforma dell'Agenzia delle Entrate"],
      ['Stato di vendita', 'In trattativa'],
    ]);
  });
});
