import type { PracticeResponse } from '@pratiche/contracts';
import type { DocumentCategory } from '@pratiche/domain';
import { creditTypeLabel, reviewStatusColors, saleStatusColors, saleStatusLabels } from '../../lib/practice-labels';

export { creditTypeLabel, saleStatusColors, saleStatusLabels };

type PracticeStatus = PracticeResponse['status'];

/** Spec 4 "Practice review status": the seller's wording of each status, and its tag colour. */
export const practiceStatusLabels: Record<PracticeStatus, string> = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
  integration_required: 'Integrazione Richiesta',
};

export const practiceStatusColors = reviewStatusColors;

/** Spec 3 "documents": the two categories, as the upload steps and the details name them. */
export const documentCategoryLabels: Record<DocumentCategory, string> = {
  societari: 'Documenti societari',
  fiscali: 'Documenti fiscali',
};

/** Traceability and the like: 'Sì' / 'No'. */
export const yesNo = (value: boolean): string => (value ? 'Sì' : 'No');

/** A tribute code, or a dash where none applies (Credito IVA). */
export const tributeCodeText = (code: string | null): string => code || '—';
