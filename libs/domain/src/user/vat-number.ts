/**
 * The check digit of a partita IVA's first ten digits (the algorithm of the Agenzia delle Entrate,
 * DM 23/12/1976 n. 13813, which set up the codice fiscale and its numeric form): the digits in odd places added, those in even places doubled, less 9 when
 * over 9, and added; the eleventh digit makes the sum a multiple of 10.
 */
export const vatNumberCheckDigit = (firstTen: string): number => {
  const sum = [...firstTen].map(Number).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/**
 * Whether an 11-digit partita IVA passes its check digit. The spec accepts any 11 digits, so a
 * failing number is flagged to the admin, never refused (issue 46).
 */
export const vatNumberCheckDigitValid = (vatNumber: string): boolean =>
  /^\d{11}$/.test(vatNumber) && vatNumberCheckDigit(vatNumber.slice(0, 10)) === Number(vatNumber[10]);
