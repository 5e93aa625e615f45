import { msUntilEndOfUse } from '@pratiche/domain';

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days left to use the rata of `year` (a started day counts as one); 0 once its 31 December is over. */
export const daysUntilEndOfUse = (year: number, at: string): number => Math.ceil(msUntilEndOfUse(year, at) / dayMs);

/** The countdown of the current year's rata. */
export function countdownText(days: number): string {
  if (days <= 0) return 'Scaduta';
  return days === 1 ? 'Scade tra 1 giorno' : `Scade tra ${days} giorni`;
}
