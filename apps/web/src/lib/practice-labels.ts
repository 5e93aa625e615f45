import type { PracticeResponse } from '@pratiche/contracts';
import { creditTypes, isCreditType } from '@pratiche/domain';

type ReviewStatus = PracticeResponse['status'];
type SaleStatus = PracticeResponse['saleStatus'];

/**
 * The practice labels every feature shows alike. Review status *labels* stay in each feature:
 * the seller reads a pending practice as 'In attesa', the admin as 'Da Verificare'.
 */
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
