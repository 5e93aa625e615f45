import { statusesMatching } from '../shared/status-words';
import { practiceStatuses, type PracticeStatus } from './practice.events';

/** Spec 4 "Practice review status" in the seller's words. */
export const practiceStatusLabels: Readonly<Record<PracticeStatus, string>> = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  integration_required: 'Integrazione Richiesta',
};

/** The same in the admin's words: a pending practice is 'Da Verificare'. */
export const reviewStatusLabels: Readonly<Record<PracticeStatus, string>> = { ...practiceStatusLabels, pending: 'Da Verificare' };

/** Spec 2 /admin practices tab: its three counters, in this order, titled in the plural. */
export const reviewCounterTitles: Readonly<Partial<Record<PracticeStatus, string>>> = {
  pending: 'Da Verificare',
  integration_required: 'Integrazioni Richieste',
  approved: 'Approvate',
};

/** Spec 2 /practices and /admin search: the review statuses a keyword names, by key or by any of the words above. */
export const practiceStatusesMatching = (keyword: string): PracticeStatus[] =>
  statusesMatching(practiceStatuses, [practiceStatusLabels, reviewStatusLabels, reviewCounterTitles], keyword);
