import type { DocumentCategory } from '../shared/catalogue';
import { validationError } from '../shared/domain-error';
import { documentTypes, fitsCategory, goesStale, isDocumentType, type DocumentType } from './document-types';
import { checkedPastDate } from './due-diligence-facts';
import { dueDiligenceMessages as m } from './due-diligence.messages';
import type { PracticeDocument } from './practice-document';

const categoryLabel: Record<DocumentCategory, string> = { societari: 'societari', fiscali: 'fiscali' };

/** A type the catalogue knows, filed under a category it belongs to. */
export const checkedDocumentType = (value: unknown, category: DocumentCategory): DocumentType => {
  if (!isDocumentType(value)) throw validationError(m.documentTypeInvalid);
  if (!fitsCategory(value, category)) throw validationError(m.documentTypeWrongCategory(documentTypes[value].label, categoryLabel[category]));
  return value;
};

/** The issue date: required for the types that go stale, kept (if valid) for the others. */
export const checkedIssuedOn = (docType: DocumentType, issuedOn: string | null | undefined, at: string): string | null => {
  const value = issuedOn?.trim() || null;
  if (value === null) {
    if (goesStale(docType)) throw validationError(m.issuedOnRequired(documentTypes[docType].label));
    return null;
  }
  return checkedPastDate(value, at, m.issuedOnInvalid);
};

export type IncomingTyping = { docType?: string | null; issuedOn?: string | null };

/**
 * The type of a new file: the one sent, else the one of the file it replaces, else 'altro'
 * (documents uploaded before types existed read as 'altro' too).
 */
export const typedUpload = (
  file: { originalName: string; filename: string },
  typing: IncomingTyping,
  category: DocumentCategory,
  stamp: { by: number; at: string },
  replacing?: PracticeDocument,
): PracticeDocument => {
  const docType = checkedDocumentType(typing.docType ?? replacing?.docType ?? 'altro', category);
  const issuedOn = checkedIssuedOn(docType, typing.docType ? typing.issuedOn : (typing.issuedOn ?? replacing?.issuedOn), stamp.at);
  return { originalName: file.originalName, filename: file.filename, docType, issuedOn, uploadedAt: stamp.at, uploadedBy: stamp.by };
};

/** The category a retyped document moves to: its type's own, or where it is for 'altro'. */
export const categoryFor = (docType: DocumentType, current: DocumentCategory): DocumentCategory => documentTypes[docType].category ?? current;

const MAX_REASON = 500;

/** A rejection says why (the seller reads it); an approval may carry a note. */
export const checkedReason = (decision: 'approved' | 'rejected', reason: string | null | undefined): string | null => {
  const text = reason?.trim() || null;
  if (decision === 'rejected' && text === null) throw validationError(m.rejectionReasonRequired);
  if (text !== null && text.length > MAX_REASON) throw validationError(m.reasonTooLong);
  return text;
};
