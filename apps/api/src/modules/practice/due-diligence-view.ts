import type { PracticeDocumentResponse } from '@pratiche/contracts';
import {
  documentCategories,
  dueDiligenceOf,
  reconfirmationDue,
  sixBisComplete,
  type CreditType,
  type DocumentCategory,
  type DocumentReviews,
  type DueDiligenceFacts,
  type DueDiligenceInput,
  type PracticeDocuments,
  type ReconfirmationDeclaration,
} from '@pratiche/domain';

/** The `practices_view` columns every due-diligence read needs (issue 28). */
export type DueDiligenceRow = {
  type: CreditType;
  amount: string | number;
  documents: PracticeDocuments;
  document_reviews: DocumentReviews;
  due_diligence_facts: DueDiligenceFacts;
  last_confirmed_at: Date | string;
  last_declaration: ReconfirmationDeclaration | null;
  status: string;
  sale_status: string;
};

/** The columns of `DueDiligenceRow`, for a SELECT on `practices_view` aliased `p`. */
export const dueDiligenceColumns = 'p.document_reviews, p.due_diligence_facts, p.last_confirmed_at, p.last_declaration';

/** The domain's input of the checklist, from a row (numeric columns come back as strings). */
export const dueDiligenceInputOf = (row: Omit<DueDiligenceRow, 'last_confirmed_at' | 'last_declaration' | 'status' | 'sale_status'>): DueDiligenceInput => ({
  type: row.type,
  amount: Number(row.amount),
  facts: row.due_diligence_facts,
  documents: row.documents,
  reviews: row.document_reviews,
});

/**
 * What every practice read adds for issue 28, at `now` (the injected clock): the checklist
 * (staleness and reconfirmation are read at the time of the request, no job runs in between),
 * 'Documentazione 6-bis completa' and 'Da riconfermare' (a credit on sale only), and the latest
 * declaration (issue 45). Buyers without access read it too: it names types, their standing and
 * the declaration's date and text, never the files (`showsFiles` false: no extract's file name).
 */
export const dueDiligenceView = (row: DueDiligenceRow, now: Date, showsFiles: boolean) => {
  const at = now.toISOString();
  const lastConfirmationDate = new Date(row.last_confirmed_at).toISOString();
  const dueDiligence = dueDiligenceOf(dueDiligenceInputOf(row), at);
  return {
    dueDiligence,
    documentazione6bisCompleta: sixBisComplete(dueDiligence),
    lastConfirmationDate,
    reconfirmationDue: reconfirmationDue({ status: row.status, saleStatus: row.sale_status, lastConfirmedAt: lastConfirmationDate }, at),
    lastDeclaration: declarationView(row.last_declaration, showsFiles),
  };
};

const declarationView = (declaration: ReconfirmationDeclaration | null, showsFiles: boolean) =>
  declaration === null ? null : { asOf: declaration.asOf, text: declaration.text, extractFilename: showsFiles ? declaration.extract.filename : null };

/**
 * The documents as the owner, admins and buyers with access read them: each with its type and
 * the admin's decision (the seller reads the reason of a rejection); the reviewer and the
 * uploader stay out of the answer.
 */
export const documentsView = (row: Pick<DueDiligenceRow, 'documents' | 'document_reviews'>): Record<DocumentCategory, PracticeDocumentResponse[]> => {
  const view = (category: DocumentCategory) =>
    row.documents[category].map(({ originalName, filename, docType, issuedOn, uploadedAt }) => {
      const review = row.document_reviews[filename];
      return {
        originalName,
        filename,
        docType,
        issuedOn,
        uploadedAt,
        review: review ? { decision: review.decision, reason: review.reason, at: review.at } : null,
      };
    });
  return Object.fromEntries(documentCategories.map((category) => [category, view(category)])) as Record<DocumentCategory, PracticeDocumentResponse[]>;
};
