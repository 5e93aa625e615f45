import { fold } from '../shared/decider';
import {
  exclusivityWarningDecider,
  exclusivityWarningStreamId,
  notices,
  notificationKindLabels,
  notificationKinds,
  type ExclusivityEndingSoon,
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
});
