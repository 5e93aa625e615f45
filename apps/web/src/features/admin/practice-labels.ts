import type { PracticeResponse } from '@pratiche/contracts';
import { creditTypes, isCreditType } from '@pratiche/domain';

type ReviewStatus = PracticeResponse['status'];
type SaleStatus = PracticeResponse['saleStatus'];

/** Spec 4 "Practice review status", in the admin's words (a pending practice is 'Da Verificare'). */
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Da Verificare',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  integration_required: 'Integrazione Richiesta',
};

export const reviewStatusColors: Record<ReviewStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  integration_required: 'orange',
};

/** Spec 4 "Practice sale status". */
export const saleStatusLabels: Record<SaleStatus, string> = {
  disponibile: 'Disponibile',
  in_trattativa: 'In trattativa',
  ceduta: 'Ceduta',
  chiusa: 'Chiusa',
};

export const saleStatusColors: Record<SaleStatus, string> = {
  disponibile: 'blue',
  in_trattativa: 'purple',
  ceduta: 'green',
  chiusa: 'default',
};

/** The Italian name of a credit type (spec 3 table); an unknown key is shown as it is. */
export function creditTypeLabel(type: string): string {
  return isCreditType(type) ? creditTypes[type].label : type;
}

/** Spec 2 /admin status filter: all, then pending, approved, rejected, integration_required. */
export type StatusFilter = ReviewStatus | 'all';

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Tutti gli stati' },
  { value: 'pending', label: reviewStatusLabels.pending },
  { value: 'approved', label: reviewStatusLabels.approved },
  { value: 'rejected', label: reviewStatusLabels.rejected },
  { value: 'integration_required', label: reviewStatusLabels.integration_required },
];
