import { closingDraftTexts, holdingMessages, negotiationMessages as m, offsetLimitTexts, partyLabels, practiceMessages } from '@pratiche/domain';
import { z } from 'zod';
import { buyerEligibilityRefusals, concurrentChange, practiceIdParams, tooManyDownloads } from '../practice/practice.operations';
import { apiPathParams, defineOperations, refusals, type ApiError } from '../shared/api-operation';
import {
  closingResponseSchema,
  closingStepRequestSchema,
  closingActionSchema,
  counterOfferRequestSchema,
  makeOfferRequestSchema,
  negotiationApiMessages,
  negotiationResponseSchema,
  offerResponseSchema,
  reasonRequestSchema,
  waitingNegotiationsResponseSchema,
} from './negotiation.schemas';

/*
 * The offer and closing routes (issue 29) for the OpenAPI document. Any active user may call the
 * offer routes: the negotiation decider knows who the parties are and refuses anyone else.
 * Errors list each route's own refusals in the order the API checks them; messages that carry
 * figures are shown with example values.
 */

/** `{id}` of an offer: a positive integer, anything else answers 404 (`parseOfferId`). */
const offerIdParams = apiPathParams('id');

/** The offer is unknown, or its practice is no longer approved (deleted). */
const offerRefusals: ApiError[] = refusals(404, m.offerNotFound, m.practiceNotFound);

/** An offer answered while it waits (requireOpen). */
const notWaiting: ApiError[] = refusals(409, m.offerNotPending, m.offerExpired);

/** The holder's exclusivity still runs and no closing is open (requireNegotiating). */
const negotiationClosed: ApiError[] = refusals(409, m.negotiationOver, m.closingOpen);

/** The other party answers a waiting offer while the negotiation runs, as a buyer who may buy this credit (counter, accept). */
const counterpartAnswerRefusals: ApiError[] = [
  ...offerRefusals,
  ...refusals(403, m.notCounterpart),
  ...notWaiting,
  ...negotiationClosed,
  ...buyerEligibilityRefusals,
];

/** The covered rate and the terms of an offer or a counter (checkedOfferTerms). */
const termsRefusals: ApiError[] = refusals(
  400,
  m.rateNotAllowed,
  m.rateRequired,
  m.rataDuplicate,
  m.rataUnknown,
  m.rataNotAvailable('2026'),
  m.rataNotHeld('2026'),
  m.amountInvalid,
  m.amountAboveFace(25_000),
  m.notesTooLong,
  m.expiryInvalid,
  m.expiryAfterExclusivity,
);

/** The closing of this offer, and a party of it (requireClosing). */
const closingRefusals: ApiError[] = [...offerRefusals, ...refusals(404, m.closingNotFound), ...refusals(403, m.notParty)];

const offer = (description: string) => ({ description, schema: offerResponseSchema });

/** Offers, counters and withdrawals are counted per user and practice (`negotiationStep`). */
const tooManySteps: ApiError = { status: 429, message: negotiationApiMessages.tooManySteps };
const closing = { 200: { description: 'The closing as it now is', schema: closingResponseSchema } };

export const negotiationOperations = defineOperations([
  // Reading negotiations.
  {
    method: 'get',
    path: '/api/practices/{id}/offers',
    summary: "Read a practice's negotiations: all of them (owner, admins) or the caller's own (a negotiating buyer)",
    access: 'active-user',
    tag: 'negotiation',
    params: practiceIdParams,
    responses: { 200: { description: 'The offers and closings, and whether the caller may make an offer', schema: negotiationResponseSchema } },
    errors: [...refusals(404, practiceMessages.notFound), ...refusals(403, negotiationApiMessages.offersNotAllowed)],
  },
  {
    method: 'get',
    path: '/api/negotiations/waiting',
    summary: "List the negotiations where it is the caller's turn: offers to answer, closing steps to tick",
    access: 'active-user',
    tag: 'negotiation',
    responses: { 200: { description: 'Newest first', schema: waitingNegotiationsResponseSchema } },
    errors: [],
  },

  // Offers: made by the exclusivity holder, answered by the other party.
  {
    method: 'post',
    path: '/api/practices/{id}/offers',
    summary: 'Make an offer on some rate of a practice, as the holder of its running exclusivity',
    description: negotiationApiMessages.pricePaidBetweenParties,
    access: 'cessionario',
    tag: 'negotiation',
    params: practiceIdParams,
    body: makeOfferRequestSchema,
    responses: { 201: offer('The offer, pending') },
    errors: [
      tooManySteps,
      ...refusals(404, m.practiceNotFound),
      ...refusals(403, m.onlyHolder),
      ...refusals(409, m.closingOpen, m.pendingExists),
      ...buyerEligibilityRefusals,
      ...termsRefusals,
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/counter',
    summary: "Counter a waiting offer with new terms (the other party); terms not sent are the countered offer's",
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams,
    body: counterOfferRequestSchema,
    responses: { 201: offer('The new offer, pending; the countered one is closed') },
    errors: [
      ...offerRefusals,
      tooManySteps,
      ...refusals(403, m.notCounterpart),
      ...notWaiting,
      ...negotiationClosed,
      ...buyerEligibilityRefusals,
      ...termsRefusals,
      ...refusals(400, m.counterUnchanged),
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/accept',
    summary: 'Accept a waiting offer (the other party): the closing opens',
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams,
    responses: { 200: offer('The accepted offer') },
    errors: [
      ...counterpartAnswerRefusals,
      // A new year may have begun since the offer was made.
      ...refusals(400, m.rataNotAvailable('2026')),
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/reject',
    summary: 'Reject a waiting offer (the other party), with an optional reason',
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams,
    body: reasonRequestSchema,
    responses: { 200: offer('The rejected offer') },
    errors: [...offerRefusals, ...refusals(403, m.notCounterpart), ...notWaiting, ...refusals(400, m.reasonTooLong), concurrentChange],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/withdraw',
    summary: 'Withdraw a waiting offer (its author)',
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams,
    responses: { 200: offer('The withdrawn offer') },
    errors: [...offerRefusals, tooManySteps, ...refusals(403, m.notAuthor), ...notWaiting, concurrentChange],
  },

  // The closing of an accepted offer: three steps in order, each by its party, or abandoned.
  {
    method: 'post',
    path: '/api/offers/{id}/closing/abandon',
    summary: 'Abandon the closing of an accepted offer (either party), with a reason',
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams,
    body: reasonRequestSchema,
    responses: closing,
    errors: [...closingRefusals, ...refusals(400, m.reasonRequired, m.reasonTooLong), concurrentChange],
  },
  {
    method: 'post',
    path: '/api/offers/{id}/closing/{step}',
    summary:
      "Record the next step of a closing as the Agenzia's platform runs it: comunicazione (seller: protocol, communicatedOn), esito (seller: superata, sospesa with suspendedUntil, annullata), accettazione or rifiuto with a reason (buyer), pagamento (seller: reference, the CRO or TRN); a Credito IVA's atto (notary, deedOn, repertorio) and notifica (notifiedOn); after completion, compensazione (buyer: rata, noOverdueRuoli)",
    description:
      "Issue 47. A suspension (once, at most 30 days after the check's 5 working days: art. 122-bis DL 34/2020) keeps the esito step next; annullata and rifiuto end the closing (endCause) and the rate are on sale again. The last step completes the closing and, when nothing is left to sell, marks the practice ceduta through the portal.",
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams.extend({ step: closingActionSchema }),
    body: closingStepRequestSchema,
    responses: closing,
    errors: [
      ...closingRefusals,
      ...refusals(409, m.stepOutOfOrder, m.refusalOutOfOrder, m.alreadySuspended),
      ...refusals(403, m.stepNotYours(partyLabels.seller), m.stepNotYours(partyLabels.buyer)),
      ...refusals(
        400,
        m.protocolRequired,
        m.protocolInvalid,
        m.protocolNotAllowed,
        m.communicationDayInvalid,
        m.communicationDayFuture,
        m.communicationDayBeforeAcceptance,
        m.outcomeRequired,
        m.suspensionEndRequired,
        m.suspensionEndPast,
        m.refusalReasonRequired,
        m.paymentReferenceRequired,
        m.paymentReferenceInvalid,
        m.fieldsNotOfStep,
        m.notaryRequired,
        m.repertorioInvalid,
        holdingMessages.noRataChosen,
        offsetLimitTexts.overdueRuoliNotDeclared,
      ),
      ...refusals(404, holdingMessages.notHeld),
      concurrentChange,
    ],
  },
  {
    method: 'get',
    path: '/api/offers/{id}/drafts/{draft}',
    summary: 'Download the draft proposal or transfer contract of an accepted offer (its parties, admins)',
    access: 'active-user',
    tag: 'negotiation',
    params: offerIdParams.extend({ draft: z.enum(['proposta.pdf', 'contratto.pdf']) }),
    responses: { 200: { description: 'The draft, named by Content-Disposition (to check with a consultant)', contentType: 'application/pdf' } },
    errors: [
      ...refusals(404, m.offerNotFound, closingDraftTexts.draftNotFound),
      ...refusals(403, m.notParty),
      ...refusals(409, closingDraftTexts.offerNotAccepted),
      tooManyDownloads,
    ],
  },
]);
