import type { PracticeResponse } from '@pratiche/contracts';
import { reviewStatusLabels } from '@pratiche/domain';
import { reviewStatusColors, saleStatusColors, saleStatusLabels, creditTypeLabel } from '../../lib/practice-labels';

/** Spec 4 "Practice review status" in the admin's words comes from libs/domain, where the search reads it too. */
export { creditTypeLabel, reviewStatusColors, reviewStatusLabels, saleStatusColors, saleStatusLabels };

type ReviewStatus = PracticeResponse['status'];

/** Spec 2 /admin status filter: all, then pending, approved, rejected, integration_required. */
export type StatusFilter = ReviewStatus | 'all';

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti gli stati' },
  { value: 'pending', label: reviewStatusLabels.pending },
  { value: 'approved', label: reviewStatusLabels.approved },
  { value: 'rejected', label: reviewStatusLabels.rejected },
  { value: 'integration_required', label: reviewStatusLabels.integration_required },
];
