import { validationError } from '../shared/domain-error';
import { vatNumberCheckDigitValid } from './vat-number';

/**
 * What a company gives before it trades (issue 46): the data a bank's onboarding asks and the
 * transfer's drafts use. Its codice fiscale (a company's is 11 digits, a sole trader's 16
 * characters), its PEC (the certified mail of art. 16 c. 6 DL 185/2008, which every company must
 * register), registered office, ATECO code (ISTAT's ATECO 2025) and beneficial owner (titolare
 * effettivo, art. 20 D.Lgs. 231/2007). The registration of the spec stays as it is.
 */
export type TradingProfile = {
  codiceFiscale: string;
  pec: string;
  registeredOffice: string;
  ateco: string;
  beneficialOwner: string;
};

export const tradingProfileMessages = {
  codiceFiscale: 'Codice fiscale non valido: 11 cifre per una società, 16 caratteri per una persona, con il carattere di controllo corretto',
  pec: 'Indirizzo PEC non valido',
  registeredOffice: 'Indica la sede legale (massimo 200 caratteri)',
  ateco: 'Codice ATECO non valido (per esempio 41.20.00)',
  beneficialOwner: 'Indica il titolare effettivo (massimo 200 caratteri)',
  saved: 'Dati per le cessioni salvati',
} as const;

const m = tradingProfileMessages;

/** Odd-place values of the 16-character codice fiscale's check (DM 23/12/1976 n. 13813), by character. */
const oddValues: Readonly<Record<string, number>> = Object.fromEntries(
  [...'0123456789']
    .map((digit, index) => [digit, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][index]!])
    .concat(
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
        letter,
        [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][index]!,
      ]),
    ),
);
const evenValue = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** A person's codice fiscale: its shape (omocodia letters allowed in the digit places) and its check character. */
const personCodeValid = (code: string): boolean => {
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(code)) return false;
  const sum = [...code.slice(0, 15)].reduce((total, char, index) => total + (index % 2 === 0 ? oddValues[char]! : evenValue(char)), 0);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
};

/** A codice fiscale, upper case and trimmed: a company's 11 digits (the partita IVA's check) or a person's 16 characters. */
export const codiceFiscaleValid = (code: string): boolean => (/^\d{11}$/.test(code) ? vatNumberCheckDigitValid(code) : personCodeValid(code));

const text = (value: string | undefined, message: string) => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.length > 200) throw validationError(message);
  return trimmed;
};

/** The profile as given, checked and in canonical form (codice fiscale upper case, PEC lower case); the first bad field's Italian message otherwise. */
export const checkedTradingProfile = (input: Partial<Record<keyof TradingProfile, string>>): TradingProfile => {
  const codiceFiscale = input.codiceFiscale?.trim().toUpperCase() ?? '';
  if (!codiceFiscaleValid(codiceFiscale)) throw validationError(m.codiceFiscale);
  const pec = input.pec?.trim().toLowerCase() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(pec) || pec.length > 254) throw validationError(m.pec);
  const ateco = input.ateco?.trim() ?? '';
  if (!/^\d{2}(\.\d{1,2}){0,2}$/.test(ateco)) throw validationError(m.ateco);
  return {
    codiceFiscale,
    pec,
    registeredOffice: text(input.registeredOffice, m.registeredOffice),
    ateco,
    beneficialOwner: text(input.beneficialOwner, m.beneficialOwner),
  };
};
