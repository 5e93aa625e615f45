import type { CreditType } from '../shared/catalogue';
import { italianYear } from './italian-calendar';

/** The years a rata of a credit type may have: `first` null where only the last is bounded. */
export type YearBounds = { first: number | null; last: number };

/**
 * Building bonuses transferred under art. 121 DL 34/2020 are for expenses from 2020; a transferred
 * credit is used "con la stessa ripartizione in quote annuali con la quale sarebbe stata utilizzata
 * la detrazione" (art. 121 c. 3), from the year after the expense (Provv. AdE 08/08/2020): no rata
 * before 2021.
 */
const firstArt121Year = 2021;

/**
 * The last year of a rata per type, and why.
 * - SUPERBONUS_110, SISMA_BONUS: the latest schedule the law allows ends in 2039. Expenses of 2024
 *   in ten rate, 2025-2034 (DL 39/2024 conv. L. 67/2024, art. 4-bis: "in dieci quote annuali di pari
 *   importo"); the ten-year spread of a residual rata starts the year after it (art. 9 c. 4 DL
 *   176/2022: options communicated by 31/03/2023, so the latest original rata spread is 2026 and
 *   ends 2036); the 75 rule re-spreads a 2034 rata over six years, to 2039 (rule-75.ts).
 * - BONUS_FACCIATE: expenses up to 31/12/2022 (L. 160/2019 c. 219, extended to 2022 at 60% by L.
 *   234/2021), in ten rate from 2023: last rata 2032.
 * - BONUS_PATRIMONIO (recupero del patrimonio edilizio, art. 16-bis TUIR, ten rate): transfers for
 *   new works were closed by DL 11/2023 save works already under way; the latest expenses with an
 *   option are of 2024 (DL 39/2024), in ten rate from 2025: last rata 2034.
 * These are upper bounds for any schedule; series-specific bounds are in rata-schedule.ts.
 */
const lastBuildingRataYear: Readonly<Record<Exclude<CreditType, 'CREDITO_IVA'>, number>> = {
  SUPERBONUS_110: 2039,
  SISMA_BONUS: 2039,
  BONUS_FACCIATE: 2032,
  BONUS_PATRIMONIO: 2034,
};

/**
 * The years allowed for a credit of this type at `at`.
 * - CREDITO_IVA comes from a filed annual VAT return (art. 8 DPR 322/1998: the return of year Y is
 *   filed between 1 February and 30 April of Y+1), so its year is a past one: at most last year.
 *   The spec's form offers the current year and the next four for every type; that is the form's
 *   choice and the spec fixes it, so this bound is for the rate model, which the spec does not
 *   describe, and the app decides where to apply it.
 * - Building bonuses: from 2021 to the type's last rata (above).
 */
export const rataYearBounds = (type: CreditType, at: string): YearBounds =>
  type === 'CREDITO_IVA' ? { first: null, last: italianYear(at) - 1 } : { first: firstArt121Year, last: lastBuildingRataYear[type] };

/** The last year a rata of the type may have (above); null for CREDITO_IVA, which has no rate. */
export const lastRataYear = (type: CreditType): number | null => (type === 'CREDITO_IVA' ? null : lastBuildingRataYear[type]);

export const isYearWithinBounds = (year: number, bounds: YearBounds): boolean =>
  Number.isInteger(year) && (bounds.first === null || year >= bounds.first) && year <= bounds.last;
