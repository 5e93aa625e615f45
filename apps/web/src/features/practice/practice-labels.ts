import type { PracticeResponse } from '@pratiche/contracts';
import { creditTypes, isCreditType, type DocumentCategory } from '@pratiche/domain';

type PracticeStatus = PracticeResponse['status'];
type SaleStatus = PracticeResponse['saleStatus'];

/** Spec 4 "Practice review status": the seller's wording of each status, and its tag colour. */
export const practiceStatusLabels: Record<PracticeStatus, string> = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  integration_required: 'Integrazione Richiesta',
};

export const practiceStatusColors: Record<PracticeStatus, string> = {
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

/** Spec 3 "documents": the two categories, as the upload steps and the details name them. */
export const documentCategoryLabels: Record<DocumentCategory, string> = {
  societari: 'Documenti societari',
  fiscali: 'Documenti fiscali',
};

/** The Italian label of a credit type key (spec 3 table); an unknown key is shown as it is. */
export function creditTypeLabel(type: string): string {
  return isCreditType(type) ? creditTypes[type].label : type;
}

/** Traceability and the like: 'Sì' / 'No'. */
export const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');

/** A tribute code, or a dash where none applies (Credito IVA). */
export const tributeCodeText = (code: string | null): string => code || '—';
