import { italianDay, italianYear } from '../credit/italian-calendar';
import { isCalendarDay } from '../credit/platform-timings';
import { validationError } from '../shared/domain-error';
import type { TradingProfile } from './trading-profile';

/**
 * The account's typed documents for trading (issue 46): what a bank's onboarding asks of a company
 * before it buys or sells a credit, besides the data of trading-profile.ts.
 * - The legal representative's identity document, valid: customer due diligence identifies the
 *   customer and whoever acts for it on a valid identity document (D.Lgs. 231/2007 art. 18 c. 1
 *   lett. a-c and art. 19 c. 1 lett. a).
 * - The last two approved balance sheets, as banks' onboarding asks them (CreditBonus' conditions
 *   of use: visura, statute, the last two approved balance sheets, the representative's ID,
 *   ../shared/domain/market-2026.md S18).
 * Neither is asked at sign-up (the spec's registration stays as it is) nor required to offer:
 * the company and the admins see whether the account is complete.
 */
export const accountDocumentKinds = ['documento_identita', 'bilancio'] as const;
export type AccountDocumentKind = (typeof accountDocumentKinds)[number];

export const accountDocumentKindLabels: Record<AccountDocumentKind, string> = {
  documento_identita: "Documento d'identità del legale rappresentante",
  bilancio: 'Bilancio approvato',
};

/**
 * One document of the account: an identity document has its expiry day ('YYYY-MM-DD', in Italy),
 * a balance sheet its financial year; the other field is null. Year and expiry are facts; the
 * stored document's original name is personal data (sealed, user.personal-data.ts).
 */
export type AccountDocument = {
  kind: AccountDocumentKind;
  year: number | null;
  expiresOn: string | null;
  /** The stored file (user.events' StoredDocument, spelled out so this file imports no event). */
  document: { originalName: string; filename: string };
};

/** How many years back a balance sheet may be: the last two approved, and one more while the newest is not yet due. */
export const BALANCE_SHEET_YEARS_BACK = 3;

export const accountDocumentMessages = {
  kind: "Tipo di documento non valido: scegli il documento d'identità del legale rappresentante o un bilancio approvato",
  yearInvalid: "Indica l'esercizio del bilancio (per esempio 2025)",
  yearNotClosed: "L'esercizio indicato non è ancora chiuso: carica il bilancio di un anno passato",
  yearTooOld: `Bilancio troppo vecchio: servono gli ultimi due bilanci approvati (al massimo ${BALANCE_SHEET_YEARS_BACK} anni fa)`,
  expiresOnInvalid: "Indica la data di scadenza del documento d'identità",
  expired: "Il documento d'identità è scaduto: carica un documento in corso di validità",
  uploaded: 'Documento caricato',
  notFound: 'Documento non trovato',
} as const;

const m = accountDocumentMessages;

/** The years a balance sheet may be of at `at`: closed (before this year in Italy) and at most BALANCE_SHEET_YEARS_BACK back. */
export const balanceSheetYearRange = (at: string): { from: number; to: number } => {
  const year = italianYear(at);
  return { from: year - BALANCE_SHEET_YEARS_BACK, to: year - 1 };
};

/**
 * The newest year whose balance sheet must be approved by `at`: the shareholders approve it within
 * 120 days of the year's end, 180 when the statute allows (art. 2364 c. 2 c.c.), so from 1 July
 * (in Italy) the last year's, before then the year before's.
 */
export const latestDueBalanceSheetYear = (at: string): number => {
  const day = italianDay(at);
  const year = Number(day.slice(0, 4));
  return day.slice(5) > '06-30' ? year - 1 : year - 2;
};

/** An identity document is valid through its expiry day, in Italy. */
export const identityDocumentExpired = (expiresOn: string, at: string): boolean => expiresOn < italianDay(at);

/** What a company uploads, as typed (the kind and its year or expiry), checked at `at`; the first bad field's Italian message otherwise. */
export const checkedAccountDocument = (
  input: { kind: string; year?: number | string | null; expiresOn?: string | null },
  at: string,
): { kind: AccountDocumentKind; year: number | null; expiresOn: string | null } => {
  if (!(accountDocumentKinds as readonly string[]).includes(input.kind)) throw validationError(m.kind);
  if (input.kind === 'documento_identita') {
    const expiresOn = input.expiresOn?.trim() ?? '';
    if (!isCalendarDay(expiresOn)) throw validationError(m.expiresOnInvalid);
    if (identityDocumentExpired(expiresOn, at)) throw validationError(m.expired);
    return { kind: 'documento_identita', year: null, expiresOn };
  }
  const year = typeof input.year === 'string' && /^\s*\d{4}\s*$/.test(input.year) ? Number(input.year) : input.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1000 || year > 9999) throw validationError(m.yearInvalid);
  const { from, to } = balanceSheetYearRange(at);
  if (year > to) throw validationError(m.yearNotClosed);
  if (year < from) throw validationError(m.yearTooOld);
  return { kind: 'bilancio', year, expiresOn: null };
};

/** Whether `b` takes `a`'s place: one identity document, one balance sheet per year. */
const samePlace = (a: Pick<AccountDocument, 'kind' | 'year'>, b: Pick<AccountDocument, 'kind' | 'year'>) =>
  a.kind === b.kind && (a.kind === 'documento_identita' || a.year === b.year);

/** The account's documents after `added`: it replaces the one of its kind (and year); the identity document first, then the balance sheets newest first. */
export const withAccountDocument = (documents: readonly AccountDocument[], added: AccountDocument): AccountDocument[] =>
  [...documents.filter((d) => !samePlace(d, added)), added].sort((a, b) =>
    a.kind === b.kind ? (b.year ?? 0) - (a.year ?? 0) : a.kind === 'documento_identita' ? -1 : 1,
  );

export type TradingAccountCompleteness = { complete: boolean; missing: string[] };

/**
 * Whether an account holds what a bank asks before trading, at `at`: the data for trading
 * (trading-profile.ts), the legal representative's identity document not expired (D.Lgs. 231/2007
 * art. 18-19) and two approved balance sheets of different years, both at most a year older than
 * the newest one due (`latestDueBalanceSheetYear`; market-2026.md S18). `missing` names in Italian
 * what is lacking, in that order.
 */
export const tradingAccountCompleteness = (
  account: { tradingProfile: TradingProfile | null; tradingDocuments: readonly Pick<AccountDocument, 'kind' | 'year' | 'expiresOn'>[] },
  at: string,
): TradingAccountCompleteness => {
  const missing: string[] = [];
  if (!account.tradingProfile) missing.push('Dati per le cessioni');
  const identity = account.tradingDocuments.find((d) => d.kind === 'documento_identita');
  if (!identity) missing.push(accountDocumentKindLabels.documento_identita);
  else if (identity.expiresOn !== null && identityDocumentExpired(identity.expiresOn, at))
    missing.push("Documento d'identità valido (quello caricato è scaduto)");
  const latest = latestDueBalanceSheetYear(at);
  const years = new Set(account.tradingDocuments.flatMap((d) => (d.kind === 'bilancio' && d.year !== null && d.year >= latest - 1 ? [d.year] : [])));
  const lacking = Math.max(0, 2 - years.size);
  const candidates = [latest, latest - 1].filter((year) => !years.has(year));
  missing.push(...candidates.slice(0, lacking).map((year) => `Bilancio approvato ${year}`));
  return { complete: missing.length === 0, missing };
};
