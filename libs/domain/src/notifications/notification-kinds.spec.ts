import { fold } from '../shared/decider';
import {
  exclusivityWarningDecider,
  exclusivityWarningStreamId,
  notices,
  notificationKindLabels,
  notificationKinds,
  reconfirmationReminderDecider,
  reconfirmationReminderStreamId,
  type ExclusivityEndingSoon,
  type ReconfirmationReminderSent,
} from './notification-kinds';

const warning: ExclusivityEndingSoon['data'] = { practiceId: 3, buyerId: 8, exclusiveUntil: '2026-03-03T13:00:00.000Z', at: '2026-03-03T11:00:00.000Z' };

describe('notification kinds (issue 26)', () => {
  it('every kind has an Italian label for the profile', () => {
    for (const kind of notificationKinds) expect(notificationKindLabels[kind]).toMatch(/\S/);
  });

  it('the 2-hour warning is decided once per exclusivity: a warned stream decides nothing', () => {
    const command = { type: 'WarnExclusivityEnding' as const, data: warning };
    const first = exclusivityWarningDecider.decide(command, exclusivityWarningDecider.initialState());
    expect(first).toEqual([{ type: 'ExclusivityEndingSoon', data: warning }]);
    expect(exclusivityWarningDecider.decide(command, fold(exclusivityWarningDecider, first))).toEqual([]);
  });

  it('each exclusivity (practice and end) has its own warning stream', () => {
    expect(exclusivityWarningStreamId(3, warning.exclusiveUntil)).not.toBe(exclusivityWarningStreamId(3, '2026-03-04T13:00:00.000Z'));
  });

  it('a purchase tells the seller the practice and until when, never who bought it', () => {
    expect(notices.exclusivityPurchased(3, warning.exclusiveUntil)).toEqual({
      kind: 'exclusivityPurchased',
      title: 'Esclusiva acquistata',
      message: "Un acquirente ha acquistato l'esclusiva sulla tua pratica #3 fino al 03/03/2026, 14:00.",
      practiceId: 3,
    });
  });

  it('a review keeps the admin comment when there is one', () => {
    expect(notices.integrationRequested(3, 'Manca il modello F24').message).toBe('La pratica #3 richiede integrazioni. Commento: Manca il modello F24');
    expect(notices.integrationRequested(3, null).message).toBe('La pratica #3 richiede integrazioni.');
  });

  describe('issue 28: the reconfirmation reminder, 3 days before the credit turns "Da riconfermare"', () => {
    const reminder: ReconfirmationReminderSent['data'] = { practiceId: 3, lastConfirmedAt: '2026-03-02T10:00:00.000Z', at: '2026-03-29T10:00:00.000Z' };

    it('is decided once per confirmation period: a reminded stream decides nothing', () => {
      const command = { type: 'RemindReconfirmation' as const, data: reminder };
      const first = reconfirmationReminderDecider.decide(command, reconfirmationReminderDecider.initialState());
      expect(first).toEqual([{ type: 'ReconfirmationReminderSent', data: reminder }]);
      expect(reconfirmationReminderDecider.decide(command, fold(reconfirmationReminderDecider, first))).toEqual([]);
    });

    it('each confirmation of a practice has its own reminder stream', () => {
      expect(reconfirmationReminderStreamId(3, reminder.lastConfirmedAt)).not.toBe(reconfirmationReminderStreamId(3, '2026-03-12T10:00:00.000Z'));
      expect(reconfirmationReminderStreamId(3, reminder.lastConfirmedAt)).not.toBe(reconfirmationReminderStreamId(4, reminder.lastConfirmedAt));
    });

    it('tells the seller by when (30 days after the confirmation, Rome time) and what happens otherwise', () => {
      expect(notices.reconfirmationDue(3, reminder.lastConfirmedAt)).toEqual({
        kind: 'reconfirmationDue',
        title: 'Riconferma il credito',
        message:
          'Riconferma entro il 01/04/2026, 12:00 che il credito della pratica #3 è ancora presente nel tuo cassetto fiscale. ' +
          "Senza riconferma la pratica risulterà «Da riconfermare» e nessuno potrà acquistarne l'esclusiva finché non la riconfermerai.",
        practiceId: 3,
      });
    });
  });
});

describe('issue 29: the negotiation notices, to the other party of each step', () => {
  const offer = { offerId: 12, amount: 12_500.5, rate: [2026, 2027], expiresAt: '2026-03-03T13:00:00.000Z', repliesTo: null };

  it('an offer names the practice, the amount in euro, the rate and until when, and asks the recipient to answer', () => {
    expect(notices.offerReceived(3, offer)).toEqual({
      kind: 'offerReceived',
      title: 'Nuova offerta',
      message:
        "Hai ricevuto l'offerta n. 12 di 12.500,50\u00a0€ per le rate 2026, 2027 sulla pratica #3, valida fino al 03/03/2026, 14:00. " +
        'Ora tocca a te: accettala, rifiutala o rispondi con una controproposta.',
      practiceId: 3,
    });
  });

  it('a counter-offer is the same kind, titled as a counter-offer', () => {
    const counter = notices.offerReceived(3, { ...offer, offerId: 13, rate: [], repliesTo: 12 });
    expect(counter).toMatchObject({ kind: 'offerReceived', title: 'Nuova controproposta' });
    expect(counter.message).toContain("Hai ricevuto la controproposta n. 13 di 12.500,50\u00a0€ per l'intero credito sulla pratica #3");
  });

  it('an accepted offer tells its author who acts first in the closing: the seller communicates the transfer', () => {
    expect(notices.offerAccepted(3, offer, 'buyer').message).toBe(
      'La tua offerta n. 12 di 12.500,50\u00a0€ per le rate 2026, 2027 sulla pratica #3 è stata accettata: si apre la chiusura. ' +
        "Ora tocca al venditore: comunicare la cessione sulla piattaforma dell'Agenzia delle Entrate.",
    );
    expect(notices.offerAccepted(3, offer, 'seller').message).toMatch(/Ora tocca a te: comunica la cessione .* e registrane il protocollo sulla pratica\.$/);
  });

  it('rejected, withdrawn and expired offers are one kind; a rejection keeps its reason', () => {
    const answers = [notices.offerRejected(3, 12, true), notices.offerWithdrawn(3, 12), notices.offerExpired(3, 12)];
    expect(answers.map((n) => [n.kind, n.title])).toEqual([
      ['offerAnswered', 'Offerta rifiutata'],
      ['offerAnswered', 'Offerta ritirata'],
      ['offerAnswered', 'Offerta scaduta'],
    ]);
    expect(answers[0]!.message).toBe('La tua offerta n. 12 sulla pratica #3 è stata rifiutata. Il motivo è indicato nella pratica.');
    expect(notices.offerRejected(3, 12, false).message).toBe('La tua offerta n. 12 sulla pratica #3 è stata rifiutata.');
  });

  it("a closing step names the step and its protocol, and tells the recipient what comes next: the Agenzia's outcome, then its own step", () => {
    expect(notices.closingStepRecorded(3, 'comunicazione', 'ADE-2026/000123', 'buyer')).toEqual({
      kind: 'closingUpdate',
      title: 'Passaggio della chiusura completato',
      message:
        "Sulla pratica #3 è stato completato il passaggio «Comunicazione della cessione sulla piattaforma dell'Agenzia delle Entrate» (protocollo ADE-2026/000123). " +
        "Ora si attende l'esito del controllo preventivo dell'Agenzia delle Entrate, che il venditore registra sulla pratica.",
      practiceId: 3,
    });
    expect(notices.closingStepRecorded(3, 'esito', null, 'buyer').message).toMatch(
      / Ora tocca a te: accetta il credito sulla piattaforma dell'Agenzia delle Entrate e confermalo sulla pratica\.$/,
    );
    expect(notices.closingStepRecorded(3, 'accettazione', null, 'seller').message).toMatch(
      / Ora tocca a te: conferma sulla pratica di aver ricevuto il prezzo\.$/,
    );
  });

  it('issue 47: a suspension names its end; an annulment or a refusal says the deal ended and the rate are on sale again', () => {
    expect(notices.closingSuspended(3, '2026-03-20').message).toContain('sospeso la comunicazione di cessione per il controllo preventivo fino al 20/03/2026');
    expect(notices.closingEndedOnPlatform(3, 'annullata').title).toBe("Comunicazione annullata dall'Agenzia delle Entrate");
    expect(notices.closingEndedOnPlatform(3, 'rifiutata').message).toContain('il cessionario ha rifiutato il credito sulla piattaforma');
  });

  it('a completed closing names the rate ceduta, the price and the protocol; an abandoned one its reason', () => {
    expect(notices.closingCompleted(3, { amount: 12_500.5, rate: [2026], protocol: 'ADE-1' }).message).toBe(
      'La chiusura sulla pratica #3 è completata: ceduta la rata 2026 per 12.500,50\u00a0€ (protocollo ADE-1).',
    );
    expect(notices.closingAbandoned(3)).toMatchObject({
      kind: 'closingUpdate',
      title: 'Chiusura abbandonata',
      message: "La chiusura sulla pratica #3 è stata abbandonata dall'altra parte: il motivo è indicato nella pratica.",
    });
  });
});
