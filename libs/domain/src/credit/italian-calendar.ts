/** Made once: building a formatter costs tens of microseconds, and the full practice list asks for the year per practice. */
const romeYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

/** The calendar year in Italy, where the credits are used: at New Year's Eve 23:30 UTC it is already next year there. */
export const italianYear = (at: string): number => Number(romeYear.format(new Date(at)));

/** The instant a rata of `year` stops being usable: the end of 31 December in Italy (midnight CET = 23:00 UTC). */
export const endOfUseInstant = (year: number): number => Date.UTC(year, 11, 31, 23, 0, 0);
