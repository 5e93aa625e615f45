import {
  notices,
  stepAfter,
  type ClosingAbandoned,
  type ClosingCompleted,
  type ClosingStepRecorded,
  type ClosingSuspended,
  type NegotiationParty,
  type OfferAccepted,
  type OfferExpired,
  type OfferMade,
  type OfferRejected,
  type OfferWithdrawn,
  type ReconfirmationReminderSent,
  type SavedSearchMatched,
  type DataChangeRequested,
  type ExclusivityEndingSoon,
  type ExclusivityExpired,
  type ExclusivityPurchased,
  type IntegrationRequested,
  type Notice,
  type PracticeAccessPurchased,
  type PracticeApproved,
  documentTypes,
  type PracticeDocumentReviewed,
  type PracticeDocumentsChanged,
  type PracticeRejected,
  type UserApproved,
  type UserRejected,
} from '@pratiche/domain';
import type { RecordedEvent } from '../../../infrastructure/event-store/event-store.types';

/**
 * Who receives a notice: one user named by the event, or those the database knows at the event's
 * time: the practice's owner, the active admins, the practice's watchers whose watch is older than
 * `watchedBy` and not consumed by another expiry.
 */
export type Audience = { userId: number } | { ownerOf: number } | { admins: true } | { watchersOf: number; watchedBy: string };

/** One notice of an event and its audience; `searchId`: the message names that saved search (read from its row, none once deleted). */
export type NoticeTo = { notice: Notice; to: Audience; searchId?: number };

type Data<E extends { data: object }> = E['data'];

/** The party of a negotiation step who did not take it, and whether that is the seller or the buyer. */
type Negotiating = { by: number; buyerId: number; sellerId: number };
const otherParty = (d: Negotiating): { userId: number; party: NegotiationParty } =>
  d.by === d.sellerId ? { userId: d.buyerId, party: 'buyer' } : { userId: d.sellerId, party: 'seller' };
const toOtherParty = (notice: Notice, d: Negotiating): NoticeTo[] => [{ notice, to: { userId: otherParty(d).userId } }];
/** Both parties: nobody acted, or the end concerns both alike. */
const toBothParties = (notice: Notice, d: Omit<Negotiating, 'by'>): NoticeTo[] => [
  { notice, to: { userId: d.sellerId } },
  { notice, to: { userId: d.buyerId } },
];
const toOwner = (notice: Notice, practiceId: number): NoticeTo[] => [{ notice, to: { ownerOf: practiceId } }];
const toUser = (notice: Notice, userId: number): NoticeTo[] => [{ notice, to: { userId } }];

/** What each event tells, and to whom: pure, so the bell's content is tested without a database. */
const noticesBy: Record<string, (event: RecordedEvent) => NoticeTo[]> = {
  UserApproved: (e) => {
    const d = e.data as Data<UserApproved>;
    // An account created active (the first admin, on start-up) was approved by nobody: nothing to tell.
    return d.by === 'system' ? [] : toUser(notices.accountApproved(), d.userId);
  },
  UserRejected: (e) => toUser(notices.accountRejected(), (e.data as Data<UserRejected>).userId),
  PracticeApproved: (e) => {
    const d = e.data as Data<PracticeApproved>;
    return toOwner(notices.practiceApproved(d.practiceId, d.comment), d.practiceId);
  },
  PracticeRejected: (e) => {
    const d = e.data as Data<PracticeRejected>;
    return toOwner(notices.practiceRejected(d.practiceId, d.comment), d.practiceId);
  },
  IntegrationRequested: (e) => {
    const d = e.data as Data<IntegrationRequested>;
    return toOwner(notices.integrationRequested(d.practiceId, d.comment), d.practiceId);
  },
  PracticeAccessPurchased: (e) => {
    const d = e.data as Data<PracticeAccessPurchased>;
    return toOwner(notices.accessPurchased(d.practiceId), d.practiceId);
  },
  ExclusivityPurchased: (e) => {
    const d = e.data as Data<ExclusivityPurchased>;
    return toOwner(notices.exclusivityPurchased(d.practiceId, d.exclusiveUntil), d.practiceId);
  },
  ExclusivityEndingSoon: (e) => {
    const d = e.data as Data<ExclusivityEndingSoon>;
    return toUser(notices.exclusivityEndingSoon(d.practiceId, d.exclusiveUntil), d.buyerId);
  },
  ExclusivityExpired: (e) => {
    const d = e.data as Data<ExclusivityExpired>;
    // 'Avvisami' waits for the practice, not a rata: while other buyers hold rate it stays in trattativa (issue 45).
    if (d.stillHeld) return [];
    return [{ notice: notices.practiceAvailable(d.practiceId), to: { watchersOf: d.practiceId, watchedBy: d.at } }];
  },
  ReconfirmationReminderSent: (e) => {
    const d = e.data as Data<ReconfirmationReminderSent>;
    return toOwner(notices.reconfirmationDue(d.practiceId, d.lastConfirmedAt), d.practiceId);
  },
  PracticeDocumentReviewed: (e) => {
    const d = e.data as Data<PracticeDocumentReviewed>;
    return d.decision === 'rejected' ? toOwner(notices.documentRejected(d.practiceId, d.reason), d.practiceId) : [];
  },
  PracticeDocumentsChanged: (e) => {
    const { practiceId, added } = e.data as Data<PracticeDocumentsChanged>;
    // Issue 46: only a document the owner added from the checklist; edits and replacements tell nobody, as before.
    if (!added) return [];
    const label = documentTypes[added.docType].label;
    return [
      { notice: notices.documentToReview(practiceId, label), to: { admins: true } },
      ...added.holders.flatMap((holder) => toUser(notices.documentAdded(practiceId, label), holder)),
    ];
  },
  // Issue 29: each negotiation step reaches the other party. OfferCountered has no notice of its
  // own: the counter's OfferMade, appended with it, tells the other party.
  OfferMade: (e) => {
    const d = e.data as Data<OfferMade>;
    return toOtherParty(notices.offerReceived(d.practiceId, d), d);
  },
  OfferAccepted: (e) => {
    const d = e.data as Data<OfferAccepted>;
    const { userId, party } = otherParty(d);
    return toUser(notices.offerAccepted(d.practiceId, d, party, d.closingPath), userId);
  },
  OfferRejected: (e) => {
    const d = e.data as Data<OfferRejected>;
    return toOtherParty(notices.offerRejected(d.practiceId, d.offerId, d.reason !== null), d);
  },
  OfferWithdrawn: (e) => {
    const d = e.data as Data<OfferWithdrawn>;
    return toOtherParty(notices.offerWithdrawn(d.practiceId, d.offerId), d);
  },
  OfferExpired: (e) => {
    const d = e.data as Data<OfferExpired>;
    return toBothParties(notices.offerExpired(d.practiceId, d.offerId), d);
  },
  ClosingStepRecorded: (e) => {
    const d = e.data as Data<ClosingStepRecorded>;
    // The last step's ClosingCompleted, appended with it, tells both parties.
    if (stepAfter(d.step) === null) return [];
    const { userId, party } = otherParty(d);
    return toUser(notices.closingStepRecorded(d.practiceId, d.step, d.protocol, party), userId);
  },
  ClosingCompleted: (e) => {
    const d = e.data as Data<ClosingCompleted>;
    return toBothParties(notices.closingCompleted(d.practiceId, d), d);
  },
  ClosingAbandoned: (e) => {
    const d = e.data as Data<ClosingAbandoned>;
    // Ended by neither party (an admin deleting the practice): both are told.
    if (d.by !== d.sellerId && d.by !== d.buyerId) return toBothParties(notices.closingEndedByDeletion(d.practiceId), d);
    if (d.cause) return toOtherParty(notices.closingEndedOnPlatform(d.practiceId, d.cause), d);
    return toOtherParty(notices.closingAbandoned(d.practiceId), d);
  },
  ClosingSuspended: (e) => {
    const d = e.data as Data<ClosingSuspended>;
    return toOtherParty(notices.closingSuspended(d.practiceId, d.suspendedUntil), d);
  },
  // Issue 45: HoldingOffsetChosen tells nobody; the buyer recorded its own choice, the seller is no party to it.
  SavedSearchMatched: (e) => {
    const d = e.data as Data<SavedSearchMatched>;
    return [{ notice: notices.savedSearchAlert(d.practiceId, null), to: { userId: d.buyerId }, searchId: d.searchId }];
  },
  DataChangeRequested: (e) => [{ notice: notices.dataChangeRequested((e.data as Data<DataChangeRequested>).userId), to: { admins: true } }],
};

/** The event types that notify someone. */
export const noticeEvents = Object.keys(noticesBy);

/** The notices `event` causes and their audiences (none for an event that tells nobody). */
export const noticesOf = (event: RecordedEvent): NoticeTo[] => noticesBy[event.type]?.(event) ?? [];
