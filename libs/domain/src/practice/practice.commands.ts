import type { IncomingCreditTerms } from '../credit/credit-terms';
import type { DomainCommand } from '../shared/decider';
import type { PracticeDetails, PracticeDocuments, ReviewDecision } from './practice.events';

/** `by` is the signed-in user; the API has already checked the role (seller or admin). */
type Stamp = { practiceId: number; by: number; at: string };

/** Documents sent with a submit or an edit; a missing category means no new file in it. */
export type IncomingDocuments = Partial<PracticeDocuments>;

/** The submitter becomes the owner: there is no owner field to spoof. */
export type SubmitPractice = DomainCommand<'SubmitPractice', Stamp & PracticeDetails & IncomingCreditTerms & { documents?: IncomingDocuments }>;
/** The owner's edit while integration_required (spec: /practice/{id}/edit). */
export type EditPractice = DomainCommand<'EditPractice', Stamp & PracticeDetails & IncomingCreditTerms & { documents?: IncomingDocuments }>;
/** An admin approves, rejects or asks for integration, with an optional comment. */
export type ReviewPractice = DomainCommand<'ReviewPractice', Stamp & { decision: ReviewDecision; comment?: string | null }>;
export type MarkPracticeSold = DomainCommand<'MarkPracticeSold', Stamp & { viaPortal: boolean }>;
/** An admin deletes one document, named by its stored filename (the one in download URLs). */
export type DeletePracticeDocument = DomainCommand<'DeletePracticeDocument', Stamp & { filename: string }>;
export type DeletePractice = DomainCommand<'DeletePractice', Stamp>;

export type PracticeCommand = SubmitPractice | EditPractice | ReviewPractice | MarkPracticeSold | DeletePracticeDocument | DeletePractice;
