import type { DomainEvent } from '../shared/decider';
import type { ClosingEndCause, ClosingStep } from './closing';
import type { DocumentFingerprint, OfferTerms } from './offer';

/**
 * Events of a negotiation, on the practice's stream: one stream orders every step with the
 * exclusivity and the sale, so a race between them is settled by the stream's version.
 * Each step names its actor, time, both parties (`buyerId`, `sellerId`, so projections and
 * notices need no lookup) and the amount and rate of the offer it concerns.
 */
type Step = { practiceId: number; by: number; at: string; offerId: number; buyerId: number; sellerId: number; amount: number; rate: string[] };

/**
 * An offer (or a counter-offer when `repliesTo` is set); `by` is its author, the spec's userId.
 * `documents` fingerprints the practice's files as they were when it was made.
 */
/** `correntistaOf`: the bank the buyer declared a current account with for this deal (issue 45); a counter keeps it. */
export type OfferMade = DomainEvent<
  'OfferMade',
  Step & OfferTerms & { repliesTo: number | null; documents: DocumentFingerprint[]; correntistaOf?: number | null }
>;
/** The offer was answered with another; the `OfferMade` of the counter follows in the same append. */
export type OfferCountered = DomainEvent<'OfferCountered', Step>;
export type OfferRejected = DomainEvent<'OfferRejected', Step & { reason: string | null }>;
export type OfferWithdrawn = DomainEvent<'OfferWithdrawn', Step>;
/** Recorded by the scheduled processor (no actor): the offer's own expiry passed, or its negotiation ended. */
export type OfferExpired = DomainEvent<'OfferExpired', Omit<Step, 'by'> & { expiresAt: string }>;
/** Opens the closing on the accepted offer's amount and rate; a Credito IVA's by notarial deed (issue 47: `closingPath`). */
export type OfferAccepted = DomainEvent<'OfferAccepted', Step & { closingPath?: 'atto_notarile' }>;
/**
 * One tick of the closing checklist. `protocol`, `communicatedOn` (the day on the platform) and the
 * buyer's codice fiscale it was made to (sealed with the buyer's key) come with the transfer communication, `reference` (CRO or TRN) with the payment; events recorded
 * before issue 47 have neither day nor reference.
 */
export type ClosingStepRecorded = DomainEvent<
  'ClosingStepRecorded',
  Step & { step: ClosingStep; protocol: string | null; communicatedOn?: string; buyerCodiceFiscale?: string; reference?: string } & NotarialDeed
>;
/** A Credito IVA's deed (its notary, day and repertorio number) and the day it was served on the Agenzia and the collector. */
type NotarialDeed = { notary?: string; deedOn?: string; repertorio?: string; notifiedOn?: string };
/** The Agenzia suspended the communication for its check until `suspendedUntil` (art. 122-bis DL 34/2020). */
export type ClosingSuspended = DomainEvent<'ClosingSuspended', Step & { suspendedUntil: string }>;
/**
 * The last tick made the covered rate ceduta (the whole credit when it has no rate); rate not
 * covered are on sale again. A `PracticeMarkedSold` follows when nothing is left to sell.
 */
export type ClosingCompleted = DomainEvent<'ClosingCompleted', Step & { protocol: string }>;
/**
 * The closing ended without the transfer, with the reason the admin reads; the rate are free again.
 * `cause` says why (issue 47): a party gave up (no cause on earlier events), the Agenzia annulled
 * the communication, or the buyer refused the credit on the platform.
 */
export type ClosingAbandoned = DomainEvent<'ClosingAbandoned', Step & { reason: string; cause?: Exclude<ClosingEndCause, 'abbandonata'> }>;
/**
 * The buyer recorded its irrevocable choice to offset a rata it holds in F24 (issue 45, holdings.ts);
 * `rataId` as the holding reads it, `year` the year it is used in. Once per offer and rata. Since
 * issue 47 the buyer declares with it that no overdue tax debts above 50,000 euro block its F24 offsets.
 */
export type HoldingOffsetChosen = DomainEvent<
  'HoldingOffsetChosen',
  { practiceId: number; offerId: number; buyerId: number; by: number; at: string; rataId: string; year: number; noOverdueRuoliDeclared?: true }
>;

export type NegotiationEvent =
  | OfferMade
  | OfferCountered
  | OfferRejected
  | OfferWithdrawn
  | OfferExpired
  | OfferAccepted
  | ClosingStepRecorded
  | ClosingSuspended
  | ClosingCompleted
  | ClosingAbandoned
  | HoldingOffsetChosen;

export const negotiationEventTypes: readonly NegotiationEvent['type'][] = [
  'OfferMade',
  'OfferCountered',
  'OfferRejected',
  'OfferWithdrawn',
  'OfferExpired',
  'OfferAccepted',
  'ClosingStepRecorded',
  'ClosingSuspended',
  'ClosingCompleted',
  'ClosingAbandoned',
  'HoldingOffsetChosen',
];

export const isNegotiationEvent = (event: { type: string }): event is NegotiationEvent => (negotiationEventTypes as readonly string[]).includes(event.type);
