import type { CreditType } from '../shared/catalogue';
import { toCents } from '../shared/cents';
import { validationError } from '../shared/domain-error';
import { canonicalRataCode, checkedSchedule, hasSchedule, rataId, requireValidRata, scheduleLimits, type Rata } from './credit-schedule';
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

/** No rata before art. 121 applied or past the last year its bonus allows (rata-year-bounds.ts, each bound with its source). */
const requireWithinYearBounds = (type: CreditType, rate: readonly Rata[], at: string) => {
  const bounds = rataYearBounds(type, at);
  const outside = rate.find((r) => Number.isInteger(r.year) && !isYearWithinBounds(r.year, bounds));
  if (outside) throw validationError(m.rataYearOutOfBounds(outside.year, bounds.first, bounds.last));
};

const byYearThenSpread = (a: Rata, b: Rata) => a.year - b.year || (a.spreadFrom ?? 0) - (b.spreadFrom ?? 0);

/** Each quota against the series rules the domain keeps for every rata of the Piattaforma (rata-schedule.ts). */
const checkedQuote = (type: CreditType, quote: readonly Rata[], at: string) => {
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
 * A schedule with spread quote: the original rate one per year, consecutive from the practice's
 * year, where an original rata wholly spread is left out and its quote stand for it; the quote ten
 * per spread rata; every amount, original and quota, adding up to the practice's amount (what is
 * spread is no longer in its original rata); codes distinct across the schedule.
 */
const checkedSpreadSchedule = (type: CreditType, year: number, amount: number, rate: readonly Rata[], at: string): Rata[] => {
  const declared = rate.map((r) => ({ ...r, code: canonicalRataCode(r.code) })).sort(byYearThenSpread);
  declared.forEach(requireValidRata);
  const original = declared.filter((r) => r.spreadFrom === undefined);
  const quote = declared.filter((r) => r.spreadFrom !== undefined);
  checkedQuote(type, quote, at);
  const years = [...new Set([...original.map((r) => r.year), ...quote.map((r) => r.spreadFrom!)])].sort((a, b) => a - b);
  if (years.length > scheduleLimits.maxRate) throw validationError(m.scheduleTooLong(scheduleLimits.maxRate));
  if (years[0] !== year) throw validationError(m.rataFirstYear(year));
  const oneEach = new Set(original.map((r) => r.year)).size === original.length;
  if (!oneEach || years.some((y, index) => y !== year + index)) throw validationError(m.rataYearsConsecutive);
  const sum = declared.reduce((cents, r) => cents + toCents(r.amount), 0);
  if (sum !== toCents(amount)) throw validationError(m.rataSumMismatch(sum / 100, amount));
  const codes = declared.flatMap((r) => (r.code === null ? [] : [r.code]));
  if (new Set(codes).size !== codes.length) throw validationError(m.rataCodeDuplicate);
  return declared.map(({ year: y, amount: a, code, spreadFrom }) => ({ year: y, amount: a, code, ...(spreadFrom === undefined ? {} : { spreadFrom }) }));
};

/**
 * The seller's schedule, checked against the practice: every rata within its bonus's years; without
 * spread quote, one rata per consecutive year (`checkedSchedule`); with them,
 * `checkedSpreadSchedule`. Returns the rate by year, an original rata before the quote of its year.
 */
export const checkedDeclaredSchedule = (type: CreditType, year: number, amount: number, rate: readonly Rata[], at: string): Rata[] => {
  // The API sends `spreadFrom: null` for an original rata; the domain leaves it out.
  const declared = rate.map(({ spreadFrom, ...r }) => (spreadFrom === undefined || spreadFrom === null ? r : { ...r, spreadFrom }));
  if (hasSchedule(type)) requireWithinYearBounds(type, declared, at);
  if (!declared.some((r) => 'spreadFrom' in r) || !hasSchedule(type)) return checkedSchedule(type, year, amount, declared);
  return checkedSpreadSchedule(type, year, amount, declared, at);
};
