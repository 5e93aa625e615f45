import { validationError } from '../shared/domain-error';
import type { PracticeRata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';

/**
 * A buyer's choice of rate (issue 45: an exclusivity or an offer holds only the rate it names), as
 * the API sends it: rata ids (`"2027"`), or years as offers named them before rata ids existed.
 * Returns the years chosen, in order; a rata not of the practice or named twice is refused. The
 * schedule has one rata per year (art. 121 c. 3 DL 34/2020), so a year names a rata.
 */
export const chosenRataYears = (rate: readonly Pick<PracticeRata, 'id' | 'year'>[], chosen: readonly (string | number)[]): number[] => {
  const years = chosen.map((choice) => rate.find((r) => (typeof choice === 'number' ? r.year === choice : r.id === choice))?.year);
  if (years.some((year) => year === undefined)) throw validationError(m.rataChosenUnknown);
  if (new Set(years).size !== years.length) throw validationError(m.rataChosenTwice);
  return (years as number[]).sort((a, b) => a - b);
};
