import type { DomainEvent } from '../shared/decider';
import type { StoredDocument } from '../user/user.events';
import type { CreditType, DocumentCategory } from './practice.catalogue';

/** Review status of spec section 4; pending is the default. */
export const practiceStatuses = ['pending', 'approved', 'rejected', 'integration_required'] as const;
export type PracticeStatus = (typeof practiceStatuses)[number];

/** What an admin may decide on a pending practice. */
export type ReviewDecision = Exclude<PracticeStatus, 'pending'>;

/**
 * Sale status of spec section 4. Only `ceduta` is reached in this capability; `in_trattativa`
 * (exclusivity) and its return to `disponibile` come with the marketplace events.
 */
export const saleStatuses = ['disponibile', 'in_trattativa', 'ceduta', 'chiusa'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export type PracticeDocuments = Record<DocumentCategory, StoredDocument[]>;

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

/** `userId` is the owner: always the seller who submitted (`by`), whatever a request body says. */
export type PracticeSubmitted = DomainEvent<
  'PracticeSubmitted',
  Stamp & PracticeDetails & { userId: number; documents: PracticeDocuments }
>;
/** The owner's edit after an integration request; the practice goes back to pending review. */
export type PracticeResubmitted = DomainEvent<'PracticeResubmitted', Stamp & PracticeDetails>;
/**
 * The documents after an edit merged new files in. `replaced` lists the stored files that a new
 * file with the same original name displaced, so storage can drop them.
 */
export type PracticeDocumentsChanged = DomainEvent<
  'PracticeDocumentsChanged',
  Stamp & { documents: PracticeDocuments; replaced: StoredDocument[] }
>;
/** Review outcomes; `comment` is the administration's note, shown as 'Admin' with its date. */
export type PracticeApproved = DomainEvent<'PracticeApproved', Stamp & { comment: string | null }>;
export type PracticeRejected = DomainEvent<'PracticeRejected', Stamp & { comment: string | null }>;
export type IntegrationRequested = DomainEvent<'IntegrationRequested', Stamp & { comment: string | null }>;
export type PracticeMarkedSold = DomainEvent<'PracticeMarkedSold', Stamp & { viaPortal: boolean }>;
export type PracticeDocumentDeleted = DomainEvent<
  'PracticeDocumentDeleted',
  Stamp & { category: DocumentCategory; document: StoredDocument }
>;
export type PracticeDeleted = DomainEvent<'PracticeDeleted', Stamp>;

export type PracticeEvent =
  | PracticeSubmitted
  | PracticeResubmitted
  | PracticeDocumentsChanged
  | PracticeApproved
  | PracticeRejected
  | IntegrationRequested
  | PracticeMarkedSold
  | PracticeDocumentDeleted
  | PracticeDeleted;

export const practiceStreamId = (practiceId: number) => `practice-${practiceId}`;
