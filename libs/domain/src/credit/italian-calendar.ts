/**
 * Made once, at first use: building a formatter costs tens of microseconds on the server (the full
 * practice list asks for the year per practice) and more on a phone, where no screen should pay it
 * before it asks for a year.
 */
let romeYear: Intl.DateTimeFormat | undefined;
let romeDay: Intl.DateTimeFormat | undefined;

/**
 * The answer for the instant asked last: a list asks the same instant (its `now`) for every row,
 * and a formatter's `format` costs microseconds each time (a third of the marketplace array's
 * credit terms before this).
 */
const forLastInstant = <T>(compute: (at: string) => T): ((at: string) => T) => {
  let lastAt: string | undefined;
  let last: T;
  return (at) => {
    if (at !== lastAt) [lastAt, last] = [at, compute(at)];
    return last;
  };
};

/** The calendar year in Italy, where the credits are used: at New Year's Eve 23:30 UTC it is already next year there. */
export const italianYear = forLastInstant((at: string): number =>
  Number((romeYear ??= new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' })).format(new Date(at))),
);

/** The instant a rata of `year` stops being usable: the end of 31 December in Italy (midnight CET = 23:00 UTC). */
export const endOfUseInstant = (year: number): number => Date.UTC(year, 11, 31, 23, 0, 0);

/** The calendar day in Italy at an instant, 'YYYY-MM-DD' (the en-CA locale writes dates that way). */
export const italianDay = forLastInstant((at: string): string =>
  (romeDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' })).format(new Date(at)),
);
