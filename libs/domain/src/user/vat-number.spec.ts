import { vatNumberCheckDigitValid } from './vat-number';

/** Issue 46: a partita IVA whose check digit is wrong is flagged to the admin. */
describe('partita IVA check digit (DM 23/12/1976)', () => {
  it('real numbers pass: the Agenzia delle Entrate, Banca d’Italia, Poste Italiane', () => {
    for (const vat of ['06363391001', '00950501007', '01114601006']) expect(vatNumberCheckDigitValid(vat)).toBe(true);
  });

  it('one digit changed, or two swapped, fails; so does anything but 11 digits', () => {
    for (const vat of ['06363391002', '60363391001', '12345678901', '0636339100', 'ABCDEFGHILM']) expect(vatNumberCheckDigitValid(vat)).toBe(false);
  });
});
