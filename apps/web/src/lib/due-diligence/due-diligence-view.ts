import type { PracticeDocumentResponse } from '@pratiche/contracts';
import { checklistStatusLabels, documentDecisionLabels, documentTypes, goesStale, type ChecklistStatus, type DocumentType } from '@pratiche/domain';

/** Tag colours of a checklist line: green approved, blue waiting, red and orange count as missing. */
export const checklistStatusColors: Record<ChecklistStatus, string> = {
  approved: 'green',
  pending: 'blue',
  rejected: 'red',
  stale: 'orange',
  missing: 'default',
};

export const checklistLine = (item: { docType: DocumentType; status: ChecklistStatus }) => ({
  label: documentTypes[item.docType].label,
  status: checklistStatusLabels[item.status],
  color: checklistStatusColors[item.status],
});

/** Issue 46: the required items the owner can act on from the checklist ('Carica'): none approved or waiting. */
export const needsUpload = (status: ChecklistStatus): boolean => status === 'missing' || status === 'rejected' || status === 'stale';

/** A stored file's review as its tag says it: the admin's decision, or waiting for one. */
export function documentReviewTag(review: PracticeDocumentResponse['review']): { text: string; color: string } {
  if (review?.decision === 'approved') return { text: documentDecisionLabels.approved, color: 'green' };
  if (review?.decision === 'rejected') return { text: documentDecisionLabels.rejected, color: 'red' };
  return { text: 'Da verificare', color: 'blue' };
}

/** Types that go stale need the date the document was issued (visura camerale, ordinary DURC; not the DURC di congruità). */
export const needsIssueDate = (docType: DocumentType | null | undefined): boolean => Boolean(docType && goesStale(docType));

export const documentTypeLabel = (docType: DocumentType): string => documentTypes[docType].label;
