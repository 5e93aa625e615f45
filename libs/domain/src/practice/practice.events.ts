import type { CreditTerms } from '../credit/credit-terms';
import type { DocumentType } from '../due-diligence/document-types';
import type { DueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { DocumentDecision, PracticeDocument } from '../due-diligence/practice-document';
import type { ReconfirmationDeclaration } from '../due-diligence/reconfirmation-declaration';
import type { NegotiationEvent } from '../negotiation/negotiation.events';
import type { CreditType, DocumentCategory } from '../shared/catalogue';
import type { DomainEvent } from '../shared/decider';
import type { StoredDocument } from '../user/user.events';

/** Review status of spec section 4; pending is the default. */
export const practiceStatuses = ['pending', 'approved', 'rejected', 'integration_required'] as const;
export type PracticeStatus = (typeof practiceStatuses)[number];

/** What an admin may decide on a pending practice. */
export type ReviewDecision = Exclude<PracticeStatus, 'pending'>;

/** A practice's documents by category, each typed (issue 28); older events read as 'altro'. */
export type PracticeDocuments = Record<DocumentCategory, PracticeDocument[]>;

/**
 * The fields a seller fills in (spec section 3). None of them is personal data, so they travel
 * in clear in the events. `tributeCode` is null for CREDITO_IVA.
 */
export type PracticeDetails = {
  type: CreditType;
  year: number;
  amount: number;
  discount: number;
  isTraceable: boolean;
  tributeCode: string | null;
  numSites: number;
};

/** Every practice event names its actor (`by`, a user id) and its time (`at`). */
type Stamp = { practiceId: number; by: number; at: string };

/**
 * The practice's owner, on events that carry document names: the names a seller chose are
 * personal data, sealed with the owner's key. Absent in events recorded before they were sealed.
 */
type Owner = { userId?: number };

/** What the seller declares for the due diligence (issue 28). */
type Facts = { dueDiligenceFacts: DueDiligenceFacts };

/**
 * Both carry the credit's terms (schedule and transfer chain, issue 27) and the due-diligence
 * facts (issue 28); events recorded before them are read through `upcastPracticeEventData`.
 * `userId` is the owner: always the seller who submitted (`by`), whatever a request body says.
 */
export type PracticeSubmitted = DomainEvent<
  'PracticeSubmitted',
  Stamp & PracticeDetails & CreditTerms & Facts & { userId: number; documents: PracticeDocuments }
>;
/** The owner's edit after an integration request; the practice goes back to pending review. */
export type PracticeResubmitted = DomainEvent<'PracticeResubmitted', Stamp & PracticeDetails & CreditTerms & Facts>;
/**
 * Issue 46: the one typed document the owner added (`AddPracticeDocument`), and the buyers holding
 * a running exclusivity or an open closing on the practice at that time, who are told (their
 * offers keep the documents' hashes they were made on). Only the stored name: no personal data.
 */
export type DocumentAddition = { filename: string; docType: DocumentType; holders: number[] };
/**
 * The documents after an edit merged new files in. `replaced` lists the stored files that a new
 * file with the same original name displaced, so storage can drop them. `added` only when the owner
 * added one document (issue 46); absent from edits, replacements, reconfirmations and older events.
 */
export type PracticeDocumentsChanged = DomainEvent<
  'PracticeDocumentsChanged',
  Stamp & Owner & { documents: PracticeDocuments; replaced: StoredDocument[]; added?: DocumentAddition }
>;
/** Review outcomes; `comment` is the administration's note, shown as 'Admin' with its date. */
export type PracticeApproved = DomainEvent<'PracticeApproved', Stamp & { comment: string | null }>;
export type PracticeRejected = DomainEvent<'PracticeRejected', Stamp & { comment: string | null }>;
export type IntegrationRequested = DomainEvent<'IntegrationRequested', Stamp & { comment: string | null }>;
/** The sale; `protocol` is the Agenzia's, present when a closing on the platform made it (issue 29). */
export type PracticeMarkedSold = DomainEvent<'PracticeMarkedSold', Stamp & { viaPortal: boolean; protocol?: string | null }>;
export type PracticeDocumentDeleted = DomainEvent<'PracticeDocumentDeleted', Stamp & Owner & { category: DocumentCategory; document: StoredDocument }>;
export type PracticeDeleted = DomainEvent<'PracticeDeleted', Stamp>;

/** The owner gave a document its type (and issue date); it moves to the type's category and awaits a new review. */
export type PracticeDocumentTyped = DomainEvent<
  'PracticeDocumentTyped',
  Stamp & { filename: string; docType: DocumentType; issuedOn: string | null; from: DocumentCategory; to: DocumentCategory }
>;
/** An admin's decision on one document; a rejection carries the reason the seller reads. */
export type PracticeDocumentReviewed = DomainEvent<'PracticeDocumentReviewed', Stamp & { filename: string; decision: DocumentDecision; reason: string | null }>;
/**
 * The owner reconfirmed that the credit is still in the cassetto fiscale (the spec's
 * lastConfirmationDate). Since issue 45 with a dated `declaration` and its Piattaforma extract
 * (appended with the `PracticeDocumentsChanged` that files the extract); events recorded before
 * have none: a click.
 */
export type CreditReconfirmed = DomainEvent<'CreditReconfirmed', Stamp & { declaration?: ReconfirmationDeclaration }>;

/** Access bought on the marketplace (`by` is the buyer); appended with the `CreditsSpent` that pays for it. */
export type PracticeAccessPurchased = DomainEvent<'PracticeAccessPurchased', Stamp & { credits: number }>;
/**
 * Exclusive access for `hours`: includes base access and keeps the practice in_trattativa until
 * `exclusiveUntil`. `rate` (issue 45) are the years of the rate it holds, the others stay on sale;
 * absent in events recorded before, which held every rata not yet ceduta. Empty for a credit
 * without rate (Credito IVA), held whole.
 */
export type ExclusivityPurchased = DomainEvent<'ExclusivityPurchased', Stamp & { credits: number; hours: number; exclusiveUntil: string; rate?: string[] }>;
/** The exclusivity of `buyerId` ended at `exclusiveUntil`; recorded at `at`, its rate are disponibile again. */
/**
 * `stillHeld`: other buyers' exclusivities still hold rate of the practice (issue 45), so it stays
 * in trattativa and only this buyer's rate are on sale again; absent when the practice is
 * disponibile again, as in every event recorded before deals per rata.
 */
export type ExclusivityExpired = DomainEvent<
  'ExclusivityExpired',
  { practiceId: number; buyerId: number; exclusiveUntil: string; at: string; stillHeld?: true }
>;

/**
 * A file as one download delivered it (issue 30): `sha256` of the bytes sent, which for a buyer's
 * PDF are the watermarked copy (`watermarked`), so a leaked copy leads back to its download.
 * Both absent in events recorded before issue 30.
 */
export type AccessedDocument = StoredDocument & { sha256?: string; watermarked?: boolean };

/**
 * Someone downloaded documents of the practice (the access log: buyers' due diligence and
 * disputes). `what` is one document, the zip of all, or the due-diligence pack; `documents` are the files served.
 * A fact, not a decision: appended with expected version 'any', and no state depends on it.
 */
export type PracticeDocumentsAccessed = DomainEvent<
  'PracticeDocumentsAccessed',
  Stamp & Owner & { what: 'document' | 'zip' | 'pack'; documents: AccessedDocument[] }
>;

export type PracticeEvent =
  | PracticeSubmitted
  | PracticeResubmitted
  | PracticeDocumentsChanged
  | PracticeApproved
  | PracticeRejected
  | IntegrationRequested
  | PracticeMarkedSold
  | PracticeDocumentDeleted
  | PracticeDeleted
  | PracticeDocumentTyped
  | PracticeDocumentReviewed
  | CreditReconfirmed
  | PracticeAccessPurchased
  | ExclusivityPurchased
  | ExclusivityExpired
  | PracticeDocumentsAccessed
  | NegotiationEvent;

export const practiceStreamId = (practiceId: number) => `practice-${practiceId}`;
