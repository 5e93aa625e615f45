import type { PracticeListQuery, PracticeResponse } from '@pratiche/contracts';
import { reviewCounterTitles } from '@pratiche/domain';

export type PracticeCounter = { status: PracticeResponse['status']; title: string };

/** Spec 2 /admin practices tab: the three counters, in this order. */
export const practiceCounters: readonly PracticeCounter[] = (['pending', 'integration_required', 'approved'] as const).map((status) => ({
  status,
  title: reviewCounterTitles[status]!,
}));

/**
 * A counter is the `total` of the list filtered by its status: a page of one row is enough,
 * so the counters stay cheap however many practices exist.
 */
export function counterQuery(status: PracticeCounter['status']): PracticeListQuery {
  return { status, current: 1, pageSize: 1 };
}
