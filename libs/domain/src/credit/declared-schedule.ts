import type { CreditType } from '../shared/catalogue';
import { hasWholeCents, toCents } from '../shared/cents';
import { validationError } from '../shared/domain-error';
import { canonicalRataCode, hasSchedule, rataId, scheduleLimits, type Rata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { checkedRataSchedule, spreadTributeCodes, type TradedRata } from './rata-schedule';
import { isYearWithinBounds, rataYearBounds } from './rata-year-bounds';

/**
 * The ten-year spread (art. 9 c. 4 DL 176/2022; AdE: from 02/05/2023 the Piattaforma lets the
 * holder of Superbonus and Sismabonus credits "ripartire la parte residua di ciascuna rata annuale
 * del credito in dieci quote annuali costanti"): the residual of an original rata of 2022 to 2026
 * becomes ten quote, from the year after it, under their own tribute codes (7771, 7772). A quota
 * shares its year with an original rata, so a schedule can hold two rate of one year (issue 45).
 */
export const spreadQuote = 10;

/** The most rate a schedule can declare: ten original ones and the quote of the five rate (2022-2026) the law let holders spread. */
export const maxDeclaredRate = scheduleLimits.maxRate + 5 * spreadQuote;

/**
 * The tribute code a rata is offset with in F24: its credit's (Ris. AdE 2023, codes 7701-7739), a
 * quota of the ten-year spread the spread's (7771 Superbonus, 7772 Sismabonus).
 */
export const rataTributeCode = (type: CreditType, creditCode: string | null, rata: Pick<Rata, 'spreadFrom'>): string | null =>
  rata.spreadFrom === undefined ? creditCode : (spreadTributeCodes[type] ?? creditCode);

/** A rata's own fields: a whole year, an amount above 0 in whole cents, a code of the Piattaforma's form. */
const requireValidRata = (rata: Rata) => {
  if (!Number.isInteger(rata.year)) throw validationError(m.rataYearInvalid);
  if (!Number.isFinite(rata.amount) || rata.amount <= 0 || !hasWholeCents(rata.amount)) throw validationError(m.rataAmountInvalid);
  if (rata.code !== null && !scheduleLimits.codePattern.test(rata.code)) throw validationError(m.rataCodeInvalid);
};

/** No rata before art. 121 applied or past the last year its bonus allows (rata-year-bounds.ts, each bound with its source). */
const requireWithinYearBounds = (type: CreditType, rate: readonly Rata[], at: string) => {
  const bounds = rataYearBounds(type, at);
  const outside = rate.find((r) => !isYearWithinBounds(r.year, bounds));
  if (outside) throw validationError(m.rataYearOutOfBounds(outside.year, bounds.first, bounds.last));
};

/** Each quota against the series rules the domain keeps for every rata of the Piattaforma (rata-schedule.ts), ten per spread rata. */
const requireValidQuote = (type: CreditType, quote: readonly Rata[], at: string) => {
  const traded = quote.map((r): TradedRata => ({
    ...r,
    id: rataId(r.year, r.spreadFrom),
    tributeCode: spreadTributeCodes[type] ?? '',
    category: 'chiunque',
    residualAmount: r.amount,
    offsetChosen: false,
    series: 'ripartizione_dieci',
    spreadFrom: r.spreadFrom ?? null,
  }));
  // A quota's id is its year and its rata's, so two quote of one year would read as one id used twice: say why.
  const twice = traded.find((r, index) => traded.findIndex((other) => other.id === r.id) !== index);
  if (twice) throw validationError(m.rataYearTwiceInSeries(twice.year));
  checkedRataSchedule(type, traded, at);
  for (const from of new Set(quote.map((r) => r.spreadFrom!))) {
    if (quote.filter((r) => r.spreadFrom === from).length !== spreadQuote) throw validationError(m.spreadQuoteCount(from));
  }
};

/**
 * The original rate one per year, consecutive from the practice's year (art. 121 c. 3 DL 34/2020),
 * at most ten; an original rata wholly spread is left out and its quote stand for its year.
 */
const requireConsecutiveYears = (year: number, original: readonly Rata[], quote: readonly Rata[]) => {
  const years = [...new Set([...original.map((r) => r.year), ...quote.map((r) => r.spreadFrom!)])].sort((a, b) => a - b);
  if (Math.max(years.length, original.length) > scheduleLimits.maxRate) throw validationError(m.scheduleTooLong(scheduleLimits.maxRate));
  if (years[0] !== year) throw validationError(m.rataFirstYear(year));
  const oneEach = new Set(original.map((r) => r.year)).size === original.length;
  if (!oneEach || years.some((y, index) => y !== year + index)) throw validationError(m.rataYearsConsecutive);
};

/** A rata as the seller sends it, in its canonical form: its own fields, the code trimmed and upper case; `spreadFrom: null` (an original rata, as the API may send it) left out. */
const canonicalRata = ({ year, amount, code, spreadFrom }: Rata | (Omit<Rata, 'spreadFrom'> & { spreadFrom?: number | null })): Rata => ({
  year,
  amount,
  code: canonicalRataCode(code),
  ...(spreadFrom === undefined || spreadFrom === null ? {} : { spreadFrom }),
});

const byYearThenSpread = (a: Rata, b: Rata) => a.year - b.year || (a.spreadFrom ?? 0) - (b.spreadFrom ?? 0);

/**
 * The seller's schedule, checked against the practice: each rata valid and within its bonus's
 * years; the original rate one per consecutive year from the practice's, and the quote of a
 * ten-year spread ten per spread rata; every amount, original and quota, adding up to the
 * practice's amount to the cent (what is spread is no longer in its original rata); codes distinct
 * across the schedule. Returns the rate by year, an original rata before the quote of its year,
 * with canonical codes and only their own fields.
 */
export const checkedDeclaredSchedule = (type: CreditType, year: number, amount: number, rate: readonly Rata[], at: string): Rata[] => {
  if (!hasSchedule(type)) {
    if (rate.length > 0) throw validationError(m.scheduleNotAllowed);
    return [];
  }
  if (rate.length === 0) throw validationError(m.scheduleRequired);
  const declared = rate.map(canonicalRata).sort(byYearThenSpread);
  declared.forEach(requireValidRata);
  requireWithinYearBounds(type, declared, at);
  const original = declared.filter((r) => r.spreadFrom === undefined);
  const quote = declared.filter((r) => r.spreadFrom !== undefined);
  if (quote.length > 0) requireValidQuote(type, quote, at);
  requireConsecutiveYears(year, original, quote);
  const sum = declared.reduce((cents, r) => cents + toCents(r.amount), 0);
  if (sum !== toCents(amount)) throw validationError(m.rataSumMismatch(sum / 100, amount));
  const codes = declared.flatMap((r) => (r.code === null ? [] : [r.code]));
  if (new Set(codes).size !== codes.length) throw validationError(m.rataCodeDuplicate);
  return declared;
};
