import { validationError } from '../shared/domain-error';
import type { PracticeRata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';

/**
 * A buyer's choice of rate (issue 45: an exclusivity or an offer holds only the rate it names), as
 * the API sends it: rata ids, or years as offers named them before rata ids existed (a year names
 * the rata whose id it is: the original rata of that year, art. 121 c. 3 DL 34/2020; a rata of a
 * spread series, which can share its year, is named by its id only). Returns the ids chosen, in
 * the schedule's order; a rata not of the practice or named twice is refused.
 */
export const chosenRataIds = (rate: readonly Pick<PracticeRata, 'id'>[], chosen: readonly (string | number)[]): string[] => {
  const ids = chosen.map((choice) => rate.find((r) => r.id === String(choice))?.id);
  if (ids.some((id) => id === undefined)) throw validationError(m.rataChosenUnknown);
  if (new Set(ids).size !== ids.length) throw validationError(m.rataChosenTwice);
  return rate.map((r) => r.id).filter((id) => ids.includes(id));
};

/** The practice's rate named by `ids`, in the schedule's order. */
export const rataNamed = <R extends Pick<PracticeRata, 'id'>>(rate: readonly R[], ids: readonly string[]): R[] => rate.filter((r) => ids.includes(r.id));
