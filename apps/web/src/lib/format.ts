/**
 * it-IT formatting helpers (spec 1 and 9): Intl's strings, with a no-break space (U+00A0)
 * between the figure and "€"; tests assert the exact strings. Numbers go through
 * `formatItalianNumber` (the same strings without building an Intl formatter at start-up),
 * dates from the Date's local parts: the it-IT strings Intl gives for these two formats (the tests
 * compare them), without the first `Intl.DateTimeFormat`'s locale loading: 37-58 ms in a fresh
 * Chromium page on this machine, inside a start-up task of the admin's list (x4 under Lighthouse).
 *
 * Grouping is forced on (`useGrouping: true`): Intl's Italian default leaves four-digit
 * figures ungrouped ("1000,00 €" next to "10.000,00 €"), which makes columns of amounts
 * hard to compare; Italian banks print "1.000,00 €".
 */

import { formatItalianNumber } from './italian-number';

type Amount = number | null | undefined;
type DateInput = Date | string | number | null | undefined;

/** Euro with `decimals` decimals (2 by default); a missing amount shows as zero ("0,00 €"). */
export function formatEuro(amount: Amount, decimals = 2): string {
  return `${formatItalianNumber(amount ?? 0, decimals, decimals)}\u00a0€`;
}

/**
 * Short amounts (spec 1), decided on the absolute value so negatives mirror positives:
 * - one million or more: millions with at most one decimal, "1,5M", "12M";
 * - one thousand or more: thousands rounded to an integer, "250K"; a figure that would
 *   round to 1000K is shown as "1M" instead;
 * - otherwise the plain figure with at most two decimals, "950", "12,5".
 */
export function formatShortAmount(amount: Amount): string {
  const value = amount ?? 0;
  const size = Math.abs(value);
  if (size >= 1_000_000 || Math.round(size / 1000) >= 1000) return `${formatItalianNumber(value / 1_000_000, 0, 1)}M`;
  if (size >= 1000) return `${Math.sign(value) * Math.round(size / 1000)}K`;
  return formatItalianNumber(value, 0, 2);
}

/** A practice's discount (spec 6: a percent with up to 2 decimals), with the Italian comma: "19,8%". */
export function formatPercent(value: Amount): string {
  return `${formatItalianNumber(value ?? 0, 0, 2)}%`;
}

/** Wallet credits: an integer with it-IT grouping and no decimals ("1.250"); decimals are dropped, not rounded. */
export function formatCredits(amount: Amount): string {
  return formatItalianNumber(Math.trunc(amount ?? 0), 0, 0);
}

const twoDigits = (part: number) => String(part).padStart(2, '0');
const dayMonthYear = (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
const hoursMinutes = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** "dd/mm/yyyy" in the browser's time zone; an empty or invalid value gives an empty string. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : '';
}

/** "dd/mm/yyyy hh:mm" (24 h) in the browser's time zone; empty or invalid gives an empty string. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${hoursMinutes(date)}` : '';
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
