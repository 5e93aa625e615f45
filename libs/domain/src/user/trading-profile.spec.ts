import { DomainError } from '../shared/domain-error';
import { checkedTradingProfile, codiceFiscaleValid, tradingProfileMessages as m } from './trading-profile';

const valid = {
  codiceFiscale: ' 06363391001 ',
  pec: 'Amministrazione@PEC.Impresa.it',
  registeredOffice: 'Via Roma 1, 00100 Roma',
  ateco: '41.20.00',
  beneficialOwner: 'Mario Rossi',
};

const refusal = (input: Partial<typeof valid>) => {
  try {
    checkedTradingProfile({ ...valid, ...input });
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return null;
};

/** Issue 46: the data a bank's onboarding asks before a company trades. */
describe('trading profile', () => {
  it('a codice fiscale: a company’s 11 digits with the partita IVA’s check, a person’s 16 characters with its check character', () => {
    expect(codiceFiscaleValid('06363391001')).toBe(true);
    expect(codiceFiscaleValid('RSSMRA85T10A562S')).toBe(true);
    expect(codiceFiscaleValid('MRTMTT25D09F205Z')).toBe(true);
    expect(codiceFiscaleValid('06363391002')).toBe(false);
    expect(codiceFiscaleValid('RSSMRA85T10A562T')).toBe(false);
    expect(codiceFiscaleValid('RSSMRA85T10A56')).toBe(false);
  });

  it('checked and canonical: trimmed, the code upper case, the PEC lower case', () => {
    expect(checkedTradingProfile({ ...valid, codiceFiscale: 'rssmra85t10a562s' })).toEqual({
      codiceFiscale: 'RSSMRA85T10A562S',
      pec: 'amministrazione@pec.impresa.it',
      registeredOffice: 'Via Roma 1, 00100 Roma',
      ateco: '41.20.00',
      beneficialOwner: 'Mario Rossi',
    });
  });

  it('each bad field is refused with its Italian message', () => {
    expect(refusal({ codiceFiscale: '12345678901' })).toBe(m.codiceFiscale);
    expect(refusal({ pec: 'non-una-pec' })).toBe(m.pec);
    expect(refusal({ ateco: '4120' })).toBe(m.ateco);
    expect(refusal({ registeredOffice: '  ' })).toBe(m.registeredOffice);
    expect(refusal({ beneficialOwner: 'x'.repeat(201) })).toBe(m.beneficialOwner);
    expect(refusal({})).toBeNull();
  });
});
