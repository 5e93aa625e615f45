import type { StoredDocument } from '../user/user.events';
import type { DocumentType } from './document-types';

/**
 * A document of a practice: the stored file, its type, the issue date the seller gives (needed
 * for the types that go stale) and who uploaded it when (null for files recorded before).
 */
export type PracticeDocument = StoredDocument & {
  docType: DocumentType;
  issuedOn: string | null;
  uploadedAt: string | null;
  uploadedBy: number | null;
};

export const documentDecisions = ['approved', 'rejected'] as const;
export type DocumentDecision = (typeof documentDecisions)[number];

/** An admin's decision on one stored file; a replaced file has none (its filename is new). */
export type DocumentReview = { decision: DocumentDecision; reason: string | null; by: number; at: string };

/** Reviews by stored filename. */
export type DocumentReviews = Record<string, DocumentReview>;
