import { authFailureMessages } from '@pratiche/contracts';
import { ApiError } from '../../../lib/api-client';
import { isTwoFactorChallenge, loginFailureMessage } from './login';

const failure = (status: number, message: string, reason?: string) =>
  new ApiError(message, status, new Headers(reason ? { 'X-Auth-Failure-Reason': reason } : {}));

describe('loginFailureMessage', () => {
  it('maps an unknown username and a wrong password to the spec texts', () => {
    expect(loginFailureMessage(failure(401, 'x', 'USERNAME_NOT_FOUND'))).toBe(authFailureMessages.USERNAME_NOT_FOUND);
    expect(loginFailureMessage(failure(401, 'x', 'PASSWORD_WRONG'))).toBe(authFailureMessages.PASSWORD_WRONG);
  });

  it("shows the server's text for a disabled account and unknown reasons", () => {
    const blocked = 'Utente bloccato, contattare admin@example.it';
    expect(loginFailureMessage(failure(401, blocked, 'ACCOUNT_DISABLED'))).toBe(blocked);
    expect(loginFailureMessage(failure(401, 'Sessione scaduta'))).toBe('Sessione scaduta');
  });

  it("shows the server's text for too many attempts, or ours when it sent none", () => {
    expect(loginFailureMessage(failure(429, 'Riprova tra 5 minuti'))).toBe('Riprova tra 5 minuti');
    expect(loginFailureMessage(failure(429, ''))).toBe(authFailureMessages.tooManyAttempts);
  });
});

describe('isTwoFactorChallenge (issue 31)', () => {
  it("tells the 202 challenge from the spec's user answer", () => {
    expect(isTwoFactorChallenge({ twoFactorRequired: true, message: 'Inserisci il codice' })).toBe(true);
    expect(isTwoFactorChallenge({ id: 1, username: 'mario' } as never)).toBe(false);
  });
});
