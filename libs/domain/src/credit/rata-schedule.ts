import { creditTypes, type CreditType } from '../shared/catalogue';
import { hasWholeCents, toCents } from '../shared/cents';
import { validationError } from '../shared/domain-error';
import { canonicalRataCode, hasSchedule, scheduleLimits, type Rata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import type { RataCategory } from './rata-category';
import { isYearWithinBounds, rataYearBounds } from './rata-year-bounds';
import { rule75, rule75CreditTypes } from './rule-75';

/**
 * The series a rata belongs to. The law makes schedules where several rate fall in one year:
 * - `originale`: the credit's own annual rate (art. 121 c. 3 DL 34/2020), one per year.
 * - `spese_2024`: Superbonus, Sismabonus and barriere expenses of 2024, compulsorily "in dieci quote
 *   annuali di pari importo" (DL 39/2024 conv. L. 67/2024, art. 4-bis): 2025 to 2034.
 * - `ripartizione_dieci`: the residual of one original rata spread over ten years from the year
 *   after it (art. 9 c. 4 DL 176/2022; AdE: from 02/05/2023 the Piattaforma lets holders of
 *   superbonus, sismabonus and barriere 75% credits "ripartire la parte residua di ciascuna rata
 *   annuale del credito in dieci quote annuali costanti"), under tribute codes 7771-7773 (Ris. AdE
 *   2023). Tails of different rate overlap one another and the original schedule.
 * - `ripartizione_sei`: a rata re-spread over six years by the 75 rule (rule-75.ts).
 * `spreadFrom` is the year of the original rata a spread series comes from; null otherwise.
 */
export const rataSeries = ['originale', 'spese_2024', 'ripartizione_dieci', 'ripartizione_sei'] as const;
export type RataSeries = (typeof rataSeries)[number];

/**
 * A rata as the Piattaforma shows it: its own id (stable within the practice), code and tribute
 * code, category, residual amount, and whether the holder communicated the irrevocable choice to
 * offset it in F24 (Provv. AdE 10/06/2022: then it is no longer for sale).
 */
export type TradedRata = Omit<Rata, 'spreadFrom'> & {
  id: string;
  tributeCode: string;
  category: RataCategory;
  residualAmount: number;
  offsetChosen: boolean;
  series: RataSeries;
  spreadFrom: number | null;
};

/** Tribute codes of the ten-year spread (Ris. AdE 2023): 7771 Superbonus, 7772 Sismabonus, 7773 barriere (no type yet). */
export const spreadTributeCodes: Readonly<Partial<Record<CreditType, string>>> = { SUPERBONUS_110: '7771', SISMA_BONUS: '7772' };

/** Years of a series: the spread's own window, or the compulsory 2024-expense window. */
const seriesYears = (r: TradedRata): { first: number; last: number } | null => {
  if (r.series === 'spese_2024') return { first: 2025, last: 2034 };
  if (r.spreadFrom === null) return null;
  if (r.series === 'ripartizione_dieci') return { first: r.spreadFrom + 1, last: r.spreadFrom + 10 };
  if (r.series === 'ripartizione_sei') return { first: r.spreadFrom, last: r.spreadFrom + rule75.instalments - 1 };
  return null;
};

/**
 * Which rata a spread may come from: the ten-year spread, rate of 2022 to 2026 (options
 * communicated by 31/03/2023 under art. 9 c. 4 DL 176/2022; their latest original rata is 2026);
 * the six-year spread, rate of 2025 on (DL 39/2024).
 */
const spreadFromAllowed = (r: TradedRata) =>
  r.spreadFrom !== null &&
  Number.isInteger(r.spreadFrom) &&
  (r.series === 'ripartizione_dieci' ? r.spreadFrom >= 2022 && r.spreadFrom <= 2026 : r.spreadFrom >= rule75.fromYear);

const checkSeries = (type: CreditType, r: TradedRata) => {
  if (r.series === 'originale') {
    if (r.spreadFrom !== null) throw validationError(m.rataSeriesNotAllowed);
    return;
  }
  if (!rule75CreditTypes.includes(type)) throw validationError(m.rataSeriesNotAllowed);
  if (r.series !== 'spese_2024' && !spreadFromAllowed(r)) throw validationError(m.rataSeriesNotAllowed);
  if (r.series === 'spese_2024' && r.spreadFrom !== null) throw validationError(m.rataSeriesNotAllowed);
  const years = seriesYears(r);
  if (years && (r.year < years.first || r.year > years.last)) throw validationError(m.rataSeriesYears(years.first, years.last));
};

/** The ten-year spread uses its own codes; every other rata a code of its type that is not one of them. */
const checkTributeCode = (type: CreditType, r: TradedRata) => {
  const spreadCode = spreadTributeCodes[type];
  const fits =
    r.series === 'ripartizione_dieci' ? r.tributeCode === spreadCode : creditTypes[type].tributeCodes.includes(r.tributeCode) && r.tributeCode !== spreadCode;
  if (!fits) throw validationError(m.rataTributeCodeInvalid(r.tributeCode));
};

const checkRata = (type: CreditType, r: TradedRata, at: string) => {
  if (!r.id?.trim()) throw validationError(m.rataIdRequired);
  if (!Number.isInteger(r.year)) throw validationError(m.rataYearInvalid);
  const bounds = rataYearBounds(type, at);
  if (!isYearWithinBounds(r.year, bounds)) throw validationError(m.rataYearOutOfBounds(r.year, bounds.first, bounds.last));
  if (!Number.isFinite(r.amount) || r.amount <= 0 || !hasWholeCents(r.amount)) throw validationError(m.rataAmountInvalid);
  const residualOk = Number.isFinite(r.residualAmount) && r.residualAmount >= 0 && hasWholeCents(r.residualAmount);
  if (!residualOk || toCents(r.residualAmount) > toCents(r.amount)) throw validationError(m.rataResidualInvalid);
  if (r.code !== null && !scheduleLimits.codePattern.test(r.code)) throw validationError(m.rataCodeInvalid);
  checkSeries(type, r);
  checkTributeCode(type, r);
};

/** Within one series (and one spread tail) a year appears once; across series years may repeat. */
const seriesKey = (r: TradedRata) => `${r.series}:${r.spreadFrom ?? ''}:${r.year}`;

const requireUnique = (values: readonly string[], message: string) => {
  if (new Set(values).size !== values.length) throw validationError(message);
};

const requireOriginalConsecutive = (rate: readonly TradedRata[]) => {
  const years = rate.filter((r) => r.series === 'originale').map((r) => r.year);
  if (years.some((year, index) => index > 0 && year !== years[index - 1] + 1)) throw validationError(m.rataOriginalYearsConsecutive);
};

/**
 * A practice's rate as the Piattaforma lists them, checked: each rata within its type's years and
 * its series' window, with its own id, code (when given) and tribute code, unique within the
 * practice; one rata per year within a series, the original ones consecutive; several rate in one
 * year only where series overlap. Returns them by year, then series, with canonical codes.
 */
export const checkedRataSchedule = (type: CreditType, rate: readonly TradedRata[], at: string): TradedRata[] => {
  if (!hasSchedule(type)) {
    if (rate.length > 0) throw validationError(m.scheduleNotAllowed);
    return [];
  }
  if (rate.length === 0) throw validationError(m.scheduleRequired);
  const sorted = rate
    .map((r) => ({ ...r, id: r.id?.trim(), code: canonicalRataCode(r.code), tributeCode: r.tributeCode?.trim() }))
    .sort((a, b) => a.year - b.year || rataSeries.indexOf(a.series) - rataSeries.indexOf(b.series));
  sorted.forEach((r) => checkRata(type, r, at));
  requireUnique(
    sorted.map((r) => r.id),
    m.rataIdDuplicate,
  );
  requireUnique(
    sorted.flatMap((r) => (r.code === null ? [] : [r.code])),
    m.rataCodeDuplicate,
  );
  const twice = sorted.find((r, index) => sorted.findIndex((other) => seriesKey(other) === seriesKey(r)) !== index);
  if (twice) throw validationError(m.rataYearTwiceInSeries(twice.year));
  requireOriginalConsecutive(sorted);
  return sorted;
};

/** A rata may be put on sale: not non cedibile, not chosen for offset, something left (c. 1-quater: whole rate only). */
export const isRataForSale = (r: Pick<TradedRata, 'category' | 'offsetChosen' | 'residualAmount'>): boolean =>
  r.category !== 'non_cedibile' && !r.offsetChosen && r.residualAmount > 0;
