import { italianDay } from '../credit/italian-calendar';
import { offsetLimitTexts } from '../credit/offset-limits';
import { creditPurchaseEligibility } from '../credit/rata-eligibility';
import { closingActions, closingPathOf, closingStepActor, nextClosingStep, type Closing } from '../negotiation/closing';
import {
  annulmentReason,
  checkedCommunicationDay,
  checkedDeed,
  checkedNoticeDay,
  checkedOutcome,
  checkedPaymentReference,
  checkedSuspensionEnd,
} from '../negotiation/closing-steps';
import { checkedOffsetChoice, holdingMessages } from '../negotiation/holdings';
import type { ChooseHoldingOffset, ClosingStepFields, MakeOffer, NegotiationCommand, RecordClosingStep } from '../negotiation/negotiation.commands';
import type { ClosingCompleted, ClosingStepRecorded } from '../negotiation/negotiation.events';
import { negotiationMessages as m, partyLabels } from '../negotiation/negotiation.messages';
import { closingOf, offsetChoiceKey } from '../negotiation/negotiation.state';
import { offerOpen, type Offer } from '../negotiation/offer';
import { checkedNegotiationReason, checkedOfferRate, checkedOfferTerms, checkedProtocol, rataNegotiable } from '../negotiation/offer-terms';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import { runningExclusivityOf } from './deadlines';
import type { PracticeEvent } from './practice.events';
import { evolvePractice, initialPracticeState, type Exclusivity, type ExistingPractice, type PracticeState } from './practice.state';

const requireListed = (state: PracticeState): ExistingPractice => {
  if (state.status !== 'approved') throw notFound(m.practiceNotFound);
  return state;
};

const findOffer = (practice: ExistingPractice, offerId: number): Offer => {
  const offer = practice.offers.find((candidate) => candidate.offerId === offerId);
  if (!offer) throw notFound(m.offerNotFound);
  return offer;
};

/** The exclusivity of this buyer still runs, and its closing is not open yet; other buyers' deals on other rate do not matter (issue 45). */
const requireNegotiating = (practice: ExistingPractice, buyerId: number, at: string): Exclusivity => {
  const exclusivity = runningExclusivityOf(practice, buyerId, at);
  if (!exclusivity) throw conflict(m.negotiationOver);
  if (closingOf(practice, buyerId)) throw conflict(m.closingOpen);
  return exclusivity;
};

/**
 * Issues 27, 45: the holder must still be a buyer some rata on sale admits, by its category, the
 * chain and the deal's route (art. 121 c. 1 DL 34/2020 as amended; rata-eligibility.ts); the
 * correntista bank is the one declared with the offer, else the holder's profile's.
 */
const requireEligible = (practice: ExistingPractice, holder: MakeOffer['data']['holder'], declared: number | null, at: string) => {
  const credit = { ...practice, sellerId: practice.userId };
  const eligibility = creditPurchaseEligibility(credit, holder, { declared, profile: holder.correntistaOf ?? null }, at);
  if (!eligibility.canBuy) throw forbidden(eligibility.cannotBuyReason);
};

/** The correntista bank on an offer, recorded only when declared (absent reads as none, as in offers made before issue 45). */
const declaredBank = (correntistaOf: number | null) => (correntistaOf === null ? {} : { correntistaOf });

/** An offer answered by the other party of its negotiation, while it waits. A third party learns nothing more. */
const requireAnswerable = (practice: ExistingPractice, offer: Offer, by: number, at: string) => {
  const parties = [practice.userId, offer.buyerId];
  if (!parties.includes(by) || by === offer.authorId) throw forbidden(m.notCounterpart);
  requireOpen(offer, at);
};

const requireOpen = (offer: Offer, at: string) => {
  if (offer.status !== 'pending') throw conflict(m.offerNotPending);
  if (!offerOpen(offer, at)) throw conflict(m.offerExpired);
};

const partyOf = (practice: ExistingPractice, closing: Closing, by: number) => (by === practice.userId ? 'seller' : by === closing.buyerId ? 'buyer' : null);

const requireClosing = (practice: ExistingPractice, offerId: number, by: number) => {
  const closing = practice.closings.find((candidate) => candidate.offerId === offerId);
  if (!closing) throw notFound(m.closingNotFound);
  const party = partyOf(practice, closing, by);
  if (party === null) throw forbidden(m.notParty);
  return { closing, party };
};

/** Nothing left to sell once each rata is ceduta or lost: the practice is then ceduta (through the portal). */
const nothingLeft = (practice: ExistingPractice, ceded: readonly number[], at: string) =>
  practice.rate.every((r) => ceded.includes(r.year) || !rataNegotiable(practice, r.year, at));

const completion = (practice: ExistingPractice, closing: Closing, last: ClosingStepRecorded['data']): PracticeEvent[] => {
  const { practiceId, by, at, offerId, buyerId, sellerId, amount, rate, protocol: lastProtocol } = last;
  const stamp = { practiceId, by, at, offerId, buyerId, sellerId, amount, rate };
  const protocol = closing.protocol ?? lastProtocol!;
  const completed: ClosingCompleted = { type: 'ClosingCompleted', data: { ...stamp, protocol } };
  if (!nothingLeft(practice, [...practice.cededYears, ...closing.rate], at)) return [completed];
  return [completed, { type: 'PracticeMarkedSold', data: { practiceId, by, at, viaPortal: true, protocol } }];
};

/** A tick of the checklist; the last one completes the closing in the same append. */
const ticked = (practice: ExistingPractice, closing: Closing, recorded: ClosingStepRecorded['data']): PracticeEvent[] => {
  const event: ClosingStepRecorded = { type: 'ClosingStepRecorded', data: recorded };
  const last = nextClosingStep({ path: closing.path, ticks: { ...closing.ticks, [recorded.step]: { by: recorded.by, at: recorded.at } } }) === null;
  return last ? [event, ...completion(practice, closing, recorded)] : [event];
};

/** What every event of a closing step names: the actor, the time, the deal. */
type ClosingStepStamp = Omit<ClosingCompleted['data'], 'protocol'>;

const stepFields = ['protocol', 'communicatedOn', 'outcome', 'suspendedUntil', 'reason', 'reference', 'notary', 'deedOn', 'repertorio', 'notifiedOn'] as const;

/** A step refuses the fields of other steps, so a datum sent to the wrong step is not silently dropped. */
const requireOnly = (fields: ClosingStepFields, allowed: readonly (typeof stepFields)[number][]) => {
  const stray = stepFields.find((field) => !allowed.includes(field) && fields[field] !== undefined && fields[field] !== null && fields[field] !== '');
  if (stray) throw validationError(stray === 'protocol' ? m.protocolNotAllowed : m.fieldsNotOfStep);
};

/**
 * The Agenzia's outcome (art. 122-bis DL 34/2020): passed ticks the step; suspended records until
 * when (once: the law allows one suspension of up to 30 days), and the step waits for the end of
 * the check; annulled ends the deal, the communication being "non effettuata", and frees the rate.
 */
const decideOutcome = (practice: ExistingPractice, closing: Closing, data: RecordClosingStep['data'], stamp: ClosingStepStamp): PracticeEvent[] => {
  const outcome = checkedOutcome(data.outcome);
  if (outcome === 'sospesa') {
    requireOnly(data, ['outcome', 'suspendedUntil']);
    if (closing.suspendedUntil) throw conflict(m.alreadySuspended);
    const suspendedUntil = checkedSuspensionEnd(data.suspendedUntil, closing.communicatedOn ?? italianDay(stamp.at), stamp.at);
    return [{ type: 'ClosingSuspended', data: { ...stamp, suspendedUntil } }];
  }
  if (outcome === 'annullata') {
    requireOnly(data, ['outcome', 'reason']);
    return [{ type: 'ClosingAbandoned', data: { ...stamp, reason: annulmentReason(data.reason), cause: 'annullata' } }];
  }
  requireOnly(data, ['outcome']);
  return ticked(practice, closing, { ...stamp, step: 'esito', protocol: null });
};

/**
 * A step of the closing as the platform runs it (issue 47), by the party it belongs to and in
 * order; the buyer's refusal takes the place of its acceptance and ends the deal.
 */
const decideClosingStep = ({ data }: RecordClosingStep, practice: ExistingPractice): PracticeEvent[] => {
  const { closing, party } = requireClosing(practice, data.offerId, data.by);
  const { step } = data;
  const checklistStep = step === 'rifiuto' ? 'accettazione' : step;
  if (!closingActions.includes(step) || nextClosingStep(closing) !== checklistStep) throw conflict(step === 'rifiuto' ? m.refusalOutOfOrder : m.stepOutOfOrder);
  const actor = closingStepActor[checklistStep];
  if (actor !== party) throw forbidden(m.stepNotYours(partyLabels[actor]));
  const { offerId, buyerId, amount, rate } = closing;
  const stamp: ClosingStepStamp = { practiceId: data.practiceId, by: data.by, at: data.at, offerId, buyerId, sellerId: practice.userId, amount, rate };
  switch (step) {
    case 'comunicazione': {
      requireOnly(data, ['protocol', 'communicatedOn']);
      const communicatedOn = checkedCommunicationDay(data.communicatedOn, closing, data.at);
      const protocol = checkedProtocol(data.protocol);
      // The platform takes the buyer's codice fiscale with the communication (Agenzia, guide to the Piattaforma Cessione Crediti).
      if (!data.buyerCodiceFiscale) throw conflict(m.buyerCodiceFiscaleMissing);
      return ticked(practice, closing, { ...stamp, step, protocol, communicatedOn, buyerCodiceFiscale: data.buyerCodiceFiscale });
    }
    case 'esito':
      return decideOutcome(practice, closing, data, stamp);
    case 'accettazione':
      requireOnly(data, []);
      return ticked(practice, closing, { ...stamp, step, protocol: null });
    case 'rifiuto': {
      requireOnly(data, ['reason']);
      if (!data.reason?.trim()) throw validationError(m.refusalReasonRequired);
      const reason = checkedNegotiationReason(data.reason, true)!;
      return [{ type: 'ClosingAbandoned', data: { ...stamp, reason, cause: 'rifiutata' } }];
    }
    case 'atto': {
      requireOnly(data, ['notary', 'deedOn', 'repertorio']);
      const deed = checkedDeed(data, closing, data.at);
      // The repertorio number names the transfer as a protocol does on the platform: the completion and the sale carry it.
      return ticked(practice, closing, { ...stamp, step, protocol: `REP. ${deed.repertorio}`, ...deed });
    }
    case 'notifica':
      requireOnly(data, ['notifiedOn']);
      return ticked(practice, closing, { ...stamp, step, protocol: null, notifiedOn: checkedNoticeDay(data.notifiedOn, closing.deedOn!, data.at) });
    case 'pagamento':
      requireOnly(data, ['reference']);
      return ticked(practice, closing, { ...stamp, step, protocol: null, reference: checkedPaymentReference(data.reference) });
    default:
      return assertNever(step);
  }
};

/**
 * A holding outlives the listing: the practice may be ceduta since, and its buyer still offsets
 * what it bought. A sold practice stays approved, so `requireListed` would pass today; the offset
 * just does not depend on the listing. A practice that is no more has nothing to offset.
 */
const requireRecorded = (state: PracticeState): ExistingPractice => {
  if (state.status === 'unsubmitted' || state.status === 'deleted') throw notFound(holdingMessages.notHeld);
  return state;
};

/**
 * Issue 45: the buyer's offset choice for a rata it holds, once. The holdings the API read are
 * kept to the caller's own accepted offers and marked with the choices the stream records, so of
 * two racing requests the loser is decided again on the winner's event and gets the 409.
 */
const decideOffsetChoice = ({ data }: ChooseHoldingOffset, state: PracticeState): PracticeEvent[] => {
  const practice = requireRecorded(state);
  const { practiceId, by, at, rataIds } = data;
  const ownOffer = (offerId: number) =>
    (data.offerId === undefined || offerId === data.offerId) &&
    practice.offers.some((o) => o.offerId === offerId && o.buyerId === by && o.status === 'accepted');
  const holdings = data.holdings
    .filter((h) => h.practiceId === practiceId && ownOffer(h.offerId))
    .map((h) => ({ ...h, offsetChosen: practice.offsetChoices.includes(offsetChoiceKey(h.offerId, h.rataId)) }));
  if (rataIds.length === 0) throw validationError(holdingMessages.noRataChosen);
  if (new Set(rataIds).size !== rataIds.length) throw validationError(m.rataDuplicate);
  const chosen = rataIds.map((rataId) => checkedOffsetChoice(holdings, rataId, at));
  if (data.noOverdueRuoli !== true) throw validationError(offsetLimitTexts.overdueRuoliNotDeclared);
  return chosen.map(({ rataId, offerId, year }) => ({
    type: 'HoldingOffsetChosen',
    data: { practiceId, offerId, buyerId: by, by, at, rataId, year, noOverdueRuoliDeclared: true },
  }));
};

/**
 * Offers and closing (issue 29), decided on the practice's stream. Offers are made by the
 * exclusivity holder, answered by the other party; an accepted offer opens the closing, whose
 * steps are ticked in order by the party each belongs to. The offset choice of a completed deal
 * (issue 45) has its own guard: a sold practice is no longer listed, its holdings remain.
 */
export const decideNegotiation = (command: NegotiationCommand, state: PracticeState): PracticeEvent[] => {
  if (command.type === 'ChooseHoldingOffset') return decideOffsetChoice(command, state);
  const practice = requireListed(state);
  const { practiceId, by, at } = command.data;
  const sellerId = practice.userId;
  /** What every step names of the offer (or closing) it concerns. */
  const concerning = ({ offerId, buyerId, amount, rate }: Offer | Closing) => ({ offerId, buyerId, sellerId, amount, rate });
  switch (command.type) {
    case 'MakeOffer': {
      const exclusivity = runningExclusivityOf(practice, by, at);
      if (!exclusivity) throw forbidden(m.onlyHolder);
      if (closingOf(practice, by)) throw conflict(m.closingOpen);
      if (practice.offers.some((o) => o.buyerId === by && offerOpen(o, at))) throw conflict(m.pendingExists);
      const { offerId, documents, correntistaOf = null } = command.data;
      requireEligible(practice, command.data.holder, correntistaOf, at);
      const terms = checkedOfferTerms(practice, command.data, exclusivity, at);
      return [
        {
          type: 'OfferMade',
          data: { practiceId, by, at, offerId, buyerId: by, sellerId, ...terms, repliesTo: null, documents, ...declaredBank(correntistaOf) },
        },
      ];
    }
    case 'CounterOffer': {
      const offer = findOffer(practice, command.data.offerId);
      requireAnswerable(practice, offer, by, at);
      const exclusivity = requireNegotiating(practice, offer.buyerId, at);
      requireEligible(practice, command.data.holder, offer.correntistaOf, at);
      const { amount = offer.amount, rate = offer.rate, notes, expiresAt, newOfferId, documents } = command.data;
      const terms = checkedOfferTerms(practice, { amount, rate, notes, expiresAt }, exclusivity, at);
      if (terms.amount === offer.amount && terms.rate.join() === offer.rate.join()) throw validationError(m.counterUnchanged);
      const step = { practiceId, by, at, ...concerning(offer) };
      return [
        { type: 'OfferCountered', data: step },
        { type: 'OfferMade', data: { ...step, offerId: newOfferId, ...terms, repliesTo: offer.offerId, documents, ...declaredBank(offer.correntistaOf) } },
      ];
    }
    case 'AcceptOffer': {
      const offer = findOffer(practice, command.data.offerId);
      requireAnswerable(practice, offer, by, at);
      requireNegotiating(practice, offer.buyerId, at);
      requireEligible(practice, command.data.holder, offer.correntistaOf, at);
      // A new year may have begun since the offer: its rate must still be there to transfer.
      checkedOfferRate(practice, offer.rate, at);
      // Issue 47: a Credito IVA's closing goes by notarial deed, recorded with the acceptance that opens it.
      const path = closingPathOf(practice.type) === 'atto_notarile' ? { closingPath: 'atto_notarile' as const } : {};
      return [{ type: 'OfferAccepted', data: { practiceId, by, at, ...concerning(offer), ...path } }];
    }
    case 'RejectOffer': {
      const offer = findOffer(practice, command.data.offerId);
      requireAnswerable(practice, offer, by, at);
      const reason = checkedNegotiationReason(command.data.reason, false);
      return [{ type: 'OfferRejected', data: { practiceId, by, at, ...concerning(offer), reason } }];
    }
    case 'WithdrawOffer': {
      const offer = findOffer(practice, command.data.offerId);
      if (offer.authorId !== by) throw forbidden(m.notAuthor);
      requireOpen(offer, at);
      return [{ type: 'OfferWithdrawn', data: { practiceId, by, at, ...concerning(offer) } }];
    }
    case 'RecordClosingStep':
      return decideClosingStep(command, practice);
    case 'AbandonClosing': {
      const { closing } = requireClosing(practice, command.data.offerId, by);
      const reason = checkedNegotiationReason(command.data.reason, true)!;
      return [{ type: 'ClosingAbandoned', data: { practiceId, by, at, ...concerning(closing), reason } }];
    }
    default:
      return assertNever(command);
  }
};

export const negotiationDecider: Decider<PracticeState, NegotiationCommand, PracticeEvent> = {
  decide: decideNegotiation,
  evolve: evolvePractice,
  initialState: initialPracticeState,
};
