import type { PracticeResponse } from '@pratiche/contracts';
import { reviewStatusColors, saleStatusColors, saleStatusLabels, creditTypeLabel } from '../../lib/practice-labels';

export { creditTypeLabel, reviewStatusColors, saleStatusColors, saleStatusLabels };

type ReviewStatus = PracticeResponse['status'];

/** Spec 4 "Practice review status", in the admin's words (a pending practice is 'Da Verificare'). */
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Da Verificare',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  integration_required: 'Integrazione Richiesta',
};

/** Spec 2 /admin status filter: all, then pending, approved, rejected, integration_required. */
export type StatusFilter = ReviewStatus | 'all';

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti gli stati' },
  { value: 'pending', label: reviewStatusLabels.pending },
  { value: 'approved', label: reviewStatusLabels.approved },
  { value: 'rejected', label: reviewStatusLabels.rejected },
  { value: 'integration_required', label: reviewStatusLabels.integration_required },
];
