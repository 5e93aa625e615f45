import type { PracticeListQuery, PracticeResponse } from '@pratiche/contracts';

export type PracticeCounter = { status: PracticeResponse['status']; title: string };

/** Spec 2 /admin practices tab: the three counters, in this order. */
export const practiceCounters: readonly PracticeCounter[] = [
  { status: 'pending', title: 'Da Verificare' },
  { status: 'integration_required', title: 'Integrazioni Richieste' },
  { status: 'approved', title: 'Approvate' },
];

/**
 * A counter is the `total` of the list filtered by its status: a page of one row is enough,
 * so the counters stay cheap however many practices exist.
 */
export function counterQuery(status: PracticeCounter['status']): PracticeListQuery {
  return { status, current: 1, pageSize: 1 };
}
