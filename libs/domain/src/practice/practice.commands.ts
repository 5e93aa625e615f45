import type { IncomingCreditTerms } from '../credit/credit-terms';
import type { DueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { DocumentDecision } from '../due-diligence/practice-document';
import type { DocumentCategory } from '../shared/catalogue';
import type { DomainCommand } from '../shared/decider';
import type { StoredDocument } from '../user/user.events';
import type { PracticeDetails, ReviewDecision } from './practice.events';

/** `by` is the signed-in user; the API has already checked the role (seller or admin). */
type Stamp = { practiceId: number; by: number; at: string };

/** A file as a form sends it: the stored upload, with the type chosen beside it (else 'altro'). */
export type IncomingDocument = StoredDocument & { docType?: string | null; issuedOn?: string | null };

/** Documents sent with a submit or an edit; a missing category means no new file in it. */
export type IncomingDocuments = Partial<Record<DocumentCategory, IncomingDocument[]>>;

/** What a submit or an edit may say about the due diligence; a fact not sent keeps its value. */
type IncomingFacts = { dueDiligenceFacts?: Partial<DueDiligenceFacts> | null };

/** The submitter becomes the owner: there is no owner field to spoof. */
export type SubmitPractice = DomainCommand<'SubmitPractice', Stamp & PracticeDetails & IncomingCreditTerms & IncomingFacts & { documents?: IncomingDocuments }>;
/** The owner's edit while integration_required (spec: /practice/{id}/edit). */
export type EditPractice = DomainCommand<'EditPractice', Stamp & PracticeDetails & IncomingCreditTerms & IncomingFacts & { documents?: IncomingDocuments }>;
/** An admin approves, rejects or asks for integration, with an optional comment. */
export type ReviewPractice = DomainCommand<'ReviewPractice', Stamp & { decision: ReviewDecision; comment?: string | null }>;
export type MarkPracticeSold = DomainCommand<'MarkPracticeSold', Stamp & { viaPortal: boolean }>;
/** An admin deletes one document, named by its stored filename (the one in download URLs). */
export type DeletePracticeDocument = DomainCommand<'DeletePracticeDocument', Stamp & { filename: string }>;
export type DeletePractice = DomainCommand<'DeletePractice', Stamp>;
/** The owner types a document (issue 28); `issuedOn` is required for the types that go stale. */
export type TypePracticeDocument = DomainCommand<'TypePracticeDocument', Stamp & { filename: string; docType: string; issuedOn?: string | null }>;
/** The owner replaces one document by a new upload, at any review status; it keeps its type unless one is sent. */
export type ReplacePracticeDocument = DomainCommand<'ReplacePracticeDocument', Stamp & { filename: string; document: IncomingDocument }>;
/**
 * The owner adds one typed document (issue 46: 'Carica' beside a checklist item), at any status
 * but deleted; `document` is the file just stored, `issuedOn` required for the types that go stale.
 */
export type AddPracticeDocument = DomainCommand<'AddPracticeDocument', Stamp & { document: StoredDocument; docType: string; issuedOn?: string | null }>;
/** An admin approves or rejects one document; a rejection needs a reason. */
export type ReviewPracticeDocument = DomainCommand<'ReviewPracticeDocument', Stamp & { filename: string; decision: DocumentDecision; reason?: string | null }>;
/**
 * The owner declares that at `asOf` (an Italian day) the rate `rataIds` (absent: every rata on
 * sale) are still in the cassetto fiscale, with the Piattaforma extract just uploaded (issue 45).
 */
export type ReconfirmCredit = DomainCommand<
  'ReconfirmCredit',
  Stamp & { asOf: string; rataIds?: readonly string[] | null; extract: StoredDocument & { sha256: string } }
>;

export type PracticeCommand =
  | SubmitPractice
  | EditPractice
  | ReviewPractice
  | MarkPracticeSold
  | DeletePracticeDocument
  | DeletePractice
  | TypePracticeDocument
  | ReplacePracticeDocument
  | AddPracticeDocument
  | ReviewPracticeDocument
  | ReconfirmCredit;
