import { italianDay } from '../credit/italian-calendar';
import { closingActions, closingStepActor, nextClosingStep, type Closing } from '../negotiation/closing';
import {
  annulmentReason,
  checkedCommunicationDay,
  checkedDeed,
  checkedNoticeDay,
  checkedOutcome,
  checkedPaymentReference,
  checkedSuspensionEnd,
} from '../negotiation/closing-steps';
import type { ClosingStepFields, RecordClosingStep } from '../negotiation/negotiation.commands';
import type { ClosingCompleted, ClosingStepRecorded } from '../negotiation/negotiation.events';
import { negotiationMessages as m, partyLabels } from '../negotiation/negotiation.messages';
import { checkedNegotiationReason, checkedProtocol, rataNegotiable } from '../negotiation/offer-terms';
import { assertNever } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import type { PracticeEvent } from './practice.events';
import type { ExistingPractice } from './practice.state';

/*
 * The closing of an accepted offer as the Agenzia's Piattaforma Cessione Crediti runs it (issue 47),
 * decided on the practice's stream with the rest of the negotiation (negotiation.decide.ts).
 */

const partyOf = (practice: ExistingPractice, closing: Closing, by: number) => (by === practice.userId ? 'seller' : by === closing.buyerId ? 'buyer' : null);

export const requireClosing = (practice: ExistingPractice, offerId: number, by: number) => {
  const closing = practice.closings.find((candidate) => candidate.offerId === offerId);
  if (!closing) throw notFound(m.closingNotFound);
  const party = partyOf(practice, closing, by);
  if (party === null) throw forbidden(m.notParty);
  return { closing, party };
};

/** Nothing left to sell once each rata is ceduta or lost: the practice is then ceduta (through the portal). */
const nothingLeft = (practice: ExistingPractice, ceded: readonly string[], at: string) =>
  practice.rate.every((r) => ceded.includes(r.id) || !rataNegotiable(practice, r, at));

const completion = (practice: ExistingPractice, closing: Closing, last: ClosingStepRecorded['data']): PracticeEvent[] => {
  const { practiceId, by, at, offerId, buyerId, sellerId, amount, rate, protocol: lastProtocol } = last;
  const stamp = { practiceId, by, at, offerId, buyerId, sellerId, amount, rate };
  const protocol = closing.protocol ?? lastProtocol!;
  const completed: ClosingCompleted = { type: 'ClosingCompleted', data: { ...stamp, protocol } };
  if (!nothingLeft(practice, [...practice.cededRate, ...closing.rate], at)) return [completed];
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
export const decideClosingStep = ({ data }: RecordClosingStep, practice: ExistingPractice): PracticeEvent[] => {
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
