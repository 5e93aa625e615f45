import { practiceStatusLabels, type DocumentCategory } from '@pratiche/domain';
import { creditTypeLabel, reviewStatusColors, saleStatusColors, saleStatusLabels } from '../../lib/practice-labels';

/** The seller's wording of each review status comes from libs/domain, where the search reads it too. */
export { creditTypeLabel, practiceStatusLabels, saleStatusColors, saleStatusLabels };

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
