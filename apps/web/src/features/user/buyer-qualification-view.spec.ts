import type { BuyerQualificationResponse } from '@pratiche/contracts';
import { canVerifyQualification, qualificationStatus, qualificationTag, registerLabel } from './buyer-qualification-view';

const q = (overrides: Partial<BuyerQualificationResponse>): BuyerQualificationResponse => ({
  kind: 'impresa',
  registerNumber: null,
  correntistaOf: null,
  verified: false,
  verifiedAt: null,
  verifiedBy: null,
  ...overrides,
});

describe("the buyer's qualification as the profile and the admin read it (issue 27)", () => {
  it('names the register of the qualified kinds, none for an impresa or a PA', () => {
    expect(registerLabel('banca')).toBe('Numero di iscrizione (codice ABI, 5 cifre)');
    expect(registerLabel('impresa')).toBeNull();
    expect(registerLabel('pa')).toBeNull();
  });

  it('tells a verified bank when it was verified, an unverified one that it waits, a PA that it cannot buy', () => {
    const verifiedAt = new Date(2026, 10, 20, 10).toISOString();
    expect(qualificationStatus(q({ kind: 'banca', verified: true, verifiedAt }))).toEqual({
      tone: 'success',
      text: 'Verificata il 20/11/2026 da amministratore',
    });
    expect(qualificationStatus(q({ kind: 'assicurazione' }))).toEqual({ tone: 'warning', text: 'In attesa di verifica' });
    expect(qualificationStatus(q({ kind: 'pa' }))?.text).toBe('Le pubbliche amministrazioni non possono acquistare crediti edilizi');
    expect(qualificationStatus(q({ kind: 'impresa' }))).toBeNull();
  });

  it('offers the verification only for a qualified kind not yet verified', () => {
    expect(canVerifyQualification(q({ kind: 'banca' }))).toBe(true);
    expect(canVerifyQualification(q({ kind: 'banca', verified: true }))).toBe(false);
    expect(canVerifyQualification(q({ kind: 'impresa' }))).toBe(false);
    expect(canVerifyQualification(q({ kind: 'pa' }))).toBe(false);
    expect(qualificationTag(q({ kind: 'intermediario', registerNumber: '123' }))).toEqual({
      label: 'Intermediario 106 · da verificare',
      title: 'Intermediario finanziario (art. 106 TUB), n. 123',
      color: 'gold',
    });
    expect(qualificationTag(q({ kind: 'banca', verified: true })).label).toBe('Banca · verificata');
  });
});
