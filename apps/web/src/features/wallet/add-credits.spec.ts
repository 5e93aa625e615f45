import { ApiError } from '../../lib/api-client';
import { creditsErrorMessage } from './credits-error';
import { defaultCreditAmount, readCreditsForm } from './credits-form';

describe('add-credits dialog (spec 5 "Add credits (admin)", spec 8 Admin credits)', () => {
  it('opens with 100 credits', () => {
    expect(defaultCreditAmount).toBe(100);
  });
  it('reads a plain integer amount', () => {
    expect(readCreditsForm(' 250 ', '1234')).toEqual({ ok: true, request: { amount: 250, pin: '1234', operation: 'add' } });
    expect(readCreditsForm(40, '1234')).toEqual({ ok: true, request: { amount: 40, pin: '1234', operation: 'add' } });
  });
  it("production safety 7: a non-numeric, zero, negative, fractional or exponent amount: 'Inserire un importo valido maggiore di zero'", () => {
    for (const amount of ['abc', '', 0, '-5', undefined, '250.7', '1e3', '12abc', 5e-7, 1e21, -5]) {
      expect(readCreditsForm(amount, '1234')).toEqual({ ok: false, error: 'Inserire un importo valido maggiore di zero' });
    }
  });
  it("a missing PIN: 'Inserire il PIN di sicurezza'", () => {
    expect(readCreditsForm(100, '  ')).toEqual({ ok: false, error: 'Inserire il PIN di sicurezza' });
    expect(readCreditsForm(100, undefined)).toEqual({ ok: false, error: 'Inserire il PIN di sicurezza' });
  });
  it("an HTML answer reads 'Errore del server. Contatta l'amministratore di sistema.'", () => {
    const error = new ApiError('Bad Gateway', 502, new Headers({ 'content-type': 'text/html' }));
    expect(creditsErrorMessage(error)).toBe("Errore del server. Contatta l'amministratore di sistema.");
  });
  it("shows the server's message, else 'Errore nella modifica dei crediti'", () => {
    const json = new ApiError('PIN di sicurezza non corretto', 403, new Headers({ 'content-type': 'application/json' }));
    expect(creditsErrorMessage(json)).toBe('PIN di sicurezza non corretto');
    expect(creditsErrorMessage(new ApiError('', 0))).toBe('Errore nella modifica dei crediti');
  });
});
