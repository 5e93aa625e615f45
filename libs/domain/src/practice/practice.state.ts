import type { CreditTerms } from '../credit/credit-terms';
import type { DueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { DocumentReviews } from '../due-diligence/practice-document';
import type { ReconfirmationDeclaration } from '../due-diligence/reconfirmation-declaration';
import { isNegotiationEvent, type NegotiationEvent } from '../negotiation/negotiation.events';
import { evolveNegotiation, noNegotiation, type NegotiationState } from '../negotiation/negotiation.state';
import { saleClosed, type SaleStatus } from '../shared/catalogue';
import { assertNever } from '../shared/decider';
import type { PracticeDetails, PracticeDocuments, PracticeDocumentTyped, PracticeEvent, PracticeStatus } from './practice.events';

/** A review comment; the screens show its author as 'Admin'. */
export type PracticeComment = { date: string; text: string };

/**
 * An exclusivity in force: set by ExclusivityPurchased, ended by ExclusivityExpired, the sale or the
 * end of its buyer's closing. It holds `rate` (rata ids; none for a credit without rate, held whole):
 * several run side by side on different rate of one practice, at most one per buyer (issue 45).
 */
export type Exclusivity = { buyerId: number; until: string; rate: string[] };

export type ExistingPractice = PracticeDetails &
  CreditTerms &
  NegotiationState & {
    status: PracticeStatus;
    practiceId: number;
    userId: number;
    documents: PracticeDocuments;
    comments: PracticeComment[];
    saleStatus: SaleStatus;
    /** Set when the owner marks the practice ceduta; the marketplace will read it. */
    soldViaPortal: boolean | null;
    /** When the owner marked the practice ceduta (the weekly sales count reads it). */
    soldAt: string | null;
    createdAt: string;
    approvedAt: string | null;
    /** Buyers holding access (base, or exclusive, which includes base), in order of purchase. */
    buyers: number[];
    /** Non-empty exactly while saleStatus is in_trattativa; whether each still runs depends on the time asked. */
    exclusivities: Exclusivity[];
    dueDiligenceFacts: DueDiligenceFacts;
    /** Admins' decisions by stored filename; a replaced or retyped file has none. */
    documentReviews: DocumentReviews;
    /** The spec's lastConfirmationDate: the submission, then each reconfirmation. */
    lastConfirmedAt: string;
    /** The latest reconfirmation's declaration (issue 45); null before any (older ones were clicks). */
    lastDeclaration: ReconfirmationDeclaration | null;
  };

export type PracticeState = { status: 'unsubmitted' } | { status: 'deleted'; practiceId: number } | ExistingPractice;

export const initialPracticeState = (): PracticeState => ({ status: 'unsubmitted' });

const statusAfterReview: Record<'PracticeApproved' | 'PracticeRejected' | 'IntegrationRequested', PracticeStatus> = {
  PracticeApproved: 'approved',
  PracticeRejected: 'rejected',
  IntegrationRequested: 'integration_required',
};

const withComment = (comments: PracticeComment[], text: string | null, date: string) => (text === null ? comments : [...comments, { date, text }]);

const withoutDocument = (documents: PracticeDocuments, category: keyof PracticeDocuments, filename: string) => ({
  ...documents,
  [category]: documents[category].filter((document) => document.filename !== filename),
});

/** The document leaves its category for its type's, keeping its place at the end of the new list. */
export const retypedDocuments = (documents: PracticeDocuments, { filename, docType, issuedOn, from, to }: PracticeDocumentTyped['data']): PracticeDocuments => {
  const document = documents[from].find((candidate) => candidate.filename === filename);
  if (!document) return documents;
  const moved = { ...withoutDocument(documents, from, filename) };
  moved[to] = [...moved[to], { ...document, docType, issuedOn }];
  return moved;
};

const withoutReview = (reviews: DocumentReviews, filename: string): DocumentReviews => {
  const { [filename]: _dropped, ...rest } = reviews;
  return rest;
};

const withBuyer = (buyers: number[], buyerId: number) => (buyers.includes(buyerId) ? buyers : [...buyers, buyerId]);

/** The practice is in_trattativa while any exclusivity is recorded on it (spec 4), disponibile again once none is. */
const withExclusivities = (practice: ExistingPractice, exclusivities: Exclusivity[]): ExistingPractice => {
  const negotiating = exclusivities.length > 0 ? 'in_trattativa' : 'disponibile';
  return { ...practice, exclusivities, saleStatus: saleClosed(practice.saleStatus) ? practice.saleStatus : negotiating };
};

const withoutExclusivityOf = (practice: ExistingPractice, buyerId: number) =>
  withExclusivities(
    practice,
    practice.exclusivities.filter((e) => e.buyerId !== buyerId),
  );

/** Before issue 45 an exclusivity held every rata not yet ceduta. */
const heldRate = (practice: ExistingPractice, rate: string[] | undefined) =>
  rate ?? practice.rate.map((r) => r.id).filter((id) => !practice.cededRate.includes(id));

/** Ending a closing ends the exclusivity of its buyer, which it extended. */
const negotiated = (practice: ExistingPractice, event: NegotiationEvent): ExistingPractice => {
  const next = { ...practice, ...evolveNegotiation(practice, event) };
  const closingEnded = event.type === 'ClosingCompleted' || event.type === 'ClosingAbandoned';
  return closingEnded ? withoutExclusivityOf(next, event.data.buyerId) : next;
};

export const evolvePractice = (state: PracticeState, event: PracticeEvent): PracticeState => {
  switch (event.type) {
    case 'PracticeSubmitted': {
      const { by: _by, at, ...rest } = event.data;
      return {
        ...rest,
        status: 'pending',
        comments: [],
        saleStatus: 'disponibile',
        soldViaPortal: null,
        soldAt: null,
        createdAt: at,
        approvedAt: null,
        buyers: [],
        exclusivities: [],
        documentReviews: {},
        lastConfirmedAt: at,
        lastDeclaration: null,
        ...noNegotiation(),
      };
    }
    case 'PracticeDeleted':
      return { status: 'deleted', practiceId: event.data.practiceId };
    case 'PracticeDocumentsAccessed':
      return state;
    default:
      break;
  }
  if (state.status === 'unsubmitted' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'PracticeResubmitted': {
      const { by: _by, at: _at, practiceId: _id, ...details } = event.data;
      return { ...state, ...details, status: 'pending' };
    }
    case 'PracticeDocumentsChanged':
      return { ...state, documents: event.data.documents };
    case 'PracticeApproved':
    case 'PracticeRejected':
    case 'IntegrationRequested': {
      const { comment, at } = event.data;
      const approvedAt = event.type === 'PracticeApproved' ? at : state.approvedAt;
      return { ...state, status: statusAfterReview[event.type], comments: withComment(state.comments, comment, at), approvedAt };
    }
    case 'PracticeMarkedSold':
      // The sale ends any negotiation: nothing is left to expire.
      return { ...state, saleStatus: 'ceduta', soldViaPortal: event.data.viaPortal, soldAt: event.data.at, exclusivities: [], closings: [] };
    case 'PracticeDocumentDeleted':
      return { ...state, documents: withoutDocument(state.documents, event.data.category, event.data.document.filename) };
    case 'PracticeDocumentTyped':
      return { ...state, documents: retypedDocuments(state.documents, event.data), documentReviews: withoutReview(state.documentReviews, event.data.filename) };
    case 'PracticeDocumentReviewed': {
      const { filename, decision, reason, by, at } = event.data;
      return { ...state, documentReviews: { ...state.documentReviews, [filename]: { decision, reason, by, at } } };
    }
    case 'CreditReconfirmed':
      return { ...state, lastConfirmedAt: event.data.at, lastDeclaration: event.data.declaration ?? state.lastDeclaration };
    case 'PracticeAccessPurchased':
      return { ...state, buyers: withBuyer(state.buyers, event.data.by) };
    case 'ExclusivityPurchased': {
      const { by, exclusiveUntil, rate } = event.data;
      const exclusivity = { buyerId: by, until: exclusiveUntil, rate: heldRate(state, rate) };
      const others = state.exclusivities.filter((e) => e.buyerId !== by);
      return withExclusivities({ ...state, buyers: withBuyer(state.buyers, by) }, [...others, exclusivity]);
    }
    case 'ExclusivityExpired':
      return withoutExclusivityOf(state, event.data.buyerId);
    default:
      return isNegotiationEvent(event) ? negotiated(state, event) : assertNever(event);
  }
};
