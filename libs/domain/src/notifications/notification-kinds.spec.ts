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
