import { deciderSpec } from '../shared/decider.spec-helper';
import { twoFactorDecider, twoFactorRuleMessages, type TwoFactorCommand } from './two-factor.decide';
import type { UserEvent } from './user.events';

const spec = deciderSpec(twoFactorDecider);
const userId = 7;
const adminId = 1;
const at = '2026-03-01T10:00:00.000Z';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    username: 'mario',
    companyName: 'Rossi S.r.l.',
    vatNumber: '12345678901',
    legalRepName: 'Mario Rossi',
    phone: '3331234567',
    email: 'mario@example.it',
    isCedente: true,
    isCessionario: false,
    isAdmin: false,
    businessDocument: null,
    registeredAt: at,
  },
};
const enabled: UserEvent = { type: 'TwoFactorEnabled', data: { userId, at } };
const disabled: UserEvent = { type: 'TwoFactorDisabled', data: { userId, at } };
const reset: UserEvent = { type: 'TwoFactorReset', data: { userId, by: adminId, at } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId, by: adminId, at } };

const enable: TwoFactorCommand = { type: 'EnableTwoFactor', data: { userId, at } };
const disable: TwoFactorCommand = { type: 'DisableTwoFactor', data: { userId, at } };
const resetBy = (by: number): TwoFactorCommand => ({ type: 'ResetTwoFactor', data: { userId, by, at } });

describe('two-factor sign-in on the user stream (issue 31)', () => {
  it('enabling: TwoFactorEnabled, also after a disable or an admin reset', () => {
    spec.given([registered]).when(enable).then([enabled]);
    spec.given([registered, enabled, disabled]).when(enable).then([enabled]);
    spec.given([registered, enabled, reset]).when(enable).then([enabled]);
  });

  it(`enabling twice: conflict '${twoFactorRuleMessages.alreadyEnabled}'`, () => {
    spec.given([registered, enabled]).when(enable).thenThrows(twoFactorRuleMessages.alreadyEnabled, 'conflict');
  });

  it('disabling: TwoFactorDisabled; when off: conflict', () => {
    spec.given([registered, enabled]).when(disable).then([disabled]);
    spec.given([registered]).when(disable).thenThrows(twoFactorRuleMessages.notEnabled, 'conflict');
    spec.given([registered, enabled, disabled]).when(disable).thenThrows(twoFactorRuleMessages.notEnabled, 'conflict');
  });

  it('an admin resets another user: TwoFactorReset names the admin', () => {
    spec.given([registered, enabled]).when(resetBy(adminId)).then([reset]);
  });

  it(`an admin cannot reset their own: forbidden '${twoFactorRuleMessages.selfReset}'`, () => {
    spec.given([registered, enabled]).when(resetBy(userId)).thenThrows(twoFactorRuleMessages.selfReset, 'forbidden');
  });

  it('resetting what is off: conflict (nothing to reset)', () => {
    spec.given([registered]).when(resetBy(adminId)).thenThrows(twoFactorRuleMessages.notEnabled, 'conflict');
  });

  it("an unknown or deleted user: not found 'Utente non trovato'", () => {
    spec.given([]).when(enable).thenThrows('Utente non trovato', 'not_found');
    spec.given([registered, enabled, deleted]).when(resetBy(adminId)).thenThrows('Utente non trovato', 'not_found');
  });
});
