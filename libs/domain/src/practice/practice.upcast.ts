import { defaultCreditTerms } from '../credit/credit-terms';
import type { CreditType } from './practice.catalogue';

type Data = Record<string, unknown>;

/**
 * Practice events recorded before schedules and transfer chains existed read as if they had the
 * default terms (one rata in the practice's year, an unstarted chain), on every path that reads
 * the log: the live streams and the rebuilds alike, so a rebuild equals the live read models.
 */
export const upcastPracticeEventData = (type: string, data: Data): Data => {
  if ((type !== 'PracticeSubmitted' && type !== 'PracticeResubmitted') || 'rate' in data) return data;
  return { ...data, ...defaultCreditTerms({ type: data.type as CreditType, year: data.year as number, amount: data.amount as number }) };
};
