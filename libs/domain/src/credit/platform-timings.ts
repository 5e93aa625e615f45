import { italianDay } from './italian-calendar';

/**
 * How long the Piattaforma Cessione Crediti can take between a transfer's communication and the day
 * the buyer may offset the rata, and so the last day a rata of a year can still be sold with time to
 * use it. Days are calendar days in Italy, as 'YYYY-MM-DD'.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtc = (day: Day): number => Date.parse(`${day}T00:00:00.000Z`);
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * DAY_MS);

/** Whole days from `from` to `to`: negative when `to` comes first. */
export const daysBetween = (from: Day, to: Day): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** 'YYYY-MM-DD' naming a day that exists (not 2026-02-30). */
export const isCalendarDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value)) && fromUtc(toUtc(value)) === value;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
const easterSunday = (year: number): Day => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The national holidays of a year: L. 260/1949 art. 2 as in force (after L. 54/1977 and DPR
 * 792/1985): 1 and 6 January, Easter Monday, 25 April, 1 May, 2 June, 15 August, 1 November, 8, 25
 * and 26 December; and 4 October, San Francesco d'Assisi, from 2026 (L. 151/2025). Hand-written
 * rather than a holiday library: the domain runs in the browser too, and these are twelve dates.
 */
const holidaysByYear = new Map<number, ReadonlySet<Day>>();
const nationalHolidays = (year: number): ReadonlySet<Day> => {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26', ...(year >= 2026 ? ['10-04'] : [])];
  const holidays = new Set([...fixed.map((d) => `${year}-${d}`), addDays(easterSunday(year), 1)]);
  holidaysByYear.set(year, holidays);
  return holidays;
};

/** A working day in Italy: Monday to Friday, not a national holiday. */
export const isItalianWorkingDay = (day: Day): boolean => {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(Number(day.slice(0, 4))).has(day);
};

/** The `n`th working day after `day` (`day` itself not counted). */
export const addWorkingDays = (day: Day, n: number): Day => {
  let current = day;
  for (let left = n; left > 0;) {
    current = addDays(current, 1);
    if (isItalianWorkingDay(current)) left--;
  }
  return current;
};

/**
 * The platform's worst case, each step from its source.
 * - checkWorkingDays, suspensionDays: the Agenzia may suspend a communication "entro cinque giorni
 *   lavorativi dall'invio" for "un periodo non superiore a trenta giorni" (art. 122-bis c. 1 DL
 *   34/2020, added by DL 157/2021). Working days read Monday to Friday: the longer reading, so the
 *   warning errs early.
 * - acceptanceWorkingDays: until the buyer accepts on the platform nothing can be offset; after
 *   acceptance the credit is in its cassetto fiscale, and the buyer communicates its irrevocable
 *   offset choice and files the F24 (Agenzia, guide to the Piattaforma Cessione Crediti). One
 *   working day for all of it is the product's assumption: the law sets no term.
 */
export const platformTimings = { checkWorkingDays: 5, suspensionDays: 30, acceptanceWorkingDays: 1 } as const;

/** The first day a buyer is sure to offset a rata whose transfer is communicated on `communicatedOn`. */
export const usableFrom = (communicatedOn: Day): Day => {
  const checkEnds = addWorkingDays(communicatedOn, platformTimings.checkWorkingDays);
  return addWorkingDays(addDays(checkEnds, platformTimings.suspensionDays), platformTimings.acceptanceWorkingDays);
};

/**
 * 'Ultimo giorno utile per cedere': the last day a transfer of a rata of `year` can be communicated
 * and the buyer still use it, at the platform's worst case, by its 31 December (a rata not used by
 * then is lost: art. 121 c. 3 DL 34/2020).
 */
const lastTransferDays = new Map<number, Day>();
export const lastTransferDay = (year: number): Day => {
  const known = lastTransferDays.get(year);
  if (known) return known;
  let day = `${year}-12-31`;
  while (usableFrom(day) > `${year}-12-31`) day = addDays(day, -1);
  lastTransferDays.set(year, day);
  return day;
};

/** A rata of `year` is at risk on `today` when a transfer communicated that day may come too late to use it. */
export const isRataAtRisk = (year: number, today: Day): boolean => today > lastTransferDay(year);

/** Whole days from `today` to the 'Ultimo giorno utile per cedere' of a rata of `year`: negative once past it (at risk). */
export const daysLeftToTransfer = (year: number, today: Day): number => daysBetween(today, lastTransferDay(year));

/**
 * The first year whose rata has at least `days` left on `today`. The last transfer day grows with
 * the year, so "at least `days` left" is "a year from this one on": a filter an index can read.
 */
export const firstYearWithDaysLeft = (days: number, today: Day): number => {
  let year = Number(today.slice(0, 4));
  while (daysLeftToTransfer(year, today) < days) year++;
  return year;
};

/**
 * The rate of `years` whose 'Ultimo giorno utile per cedere' comes before a deal that runs until
 * `until` (an instant) may close (issue 47): an exclusivity or an offer ending then leaves too little
 * time for the platform's steps, so the buyer is warned before it commits.
 */
export const rateEndingPastTransferDay = (years: readonly number[], until: string): number[] => {
  const lastDay = italianDay(until);
  return [...years].sort((a, b) => a - b).filter((year) => lastTransferDay(year) < lastDay);
};
