import { italianDay } from '../credit/italian-calendar';
import { addDays, addWorkingDays, platformTimings, type Day } from '../credit/platform-timings';
import { validationError } from '../shared/domain-error';
import type { Closing, PlatformOutcome } from './closing';
import { negotiationMessages as m } from './negotiation.messages';
import { checkedNegotiationReason } from './offer-terms';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => isoDay.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 10) === value;

/**
 * The day the seller communicated the transfer on the platform: today when not sent, never in the
 * future nor before the offer was accepted (the closing's opening day), both in Rome.
 */
export const checkedCommunicationDay = (communicatedOn: string | null | undefined, closing: Pick<Closing, 'openedAt'>, at: string): Day => {
  const today = italianDay(at);
  if (communicatedOn === null || communicatedOn === undefined || communicatedOn === '') return today;
  if (!isCalendarDay(communicatedOn)) throw validationError(m.communicationDayInvalid);
  if (communicatedOn > today) throw validationError(m.communicationDayFuture);
  if (communicatedOn < italianDay(closing.openedAt)) throw validationError(m.communicationDayBeforeAcceptance);
  return communicatedOn;
};

/**
 * The last day the Agenzia may keep a communication suspended: it suspends "entro cinque giorni
 * lavorativi dall'invio" for "un periodo non superiore a trenta giorni" (art. 122-bis c. 1 DL
 * 34/2020), so at most 30 days after the fifth working day from the communication.
 */
export const latestSuspensionEnd = (communicatedOn: Day): Day =>
  addDays(addWorkingDays(communicatedOn, platformTimings.checkWorkingDays), platformTimings.suspensionDays);

/** The suspension's last day: after today and within the law's 30 days. */
export const checkedSuspensionEnd = (suspendedUntil: string | null | undefined, communicatedOn: Day, at: string): Day => {
  if (!suspendedUntil) throw validationError(m.suspensionEndRequired);
  if (!isCalendarDay(suspendedUntil)) throw validationError(m.suspensionEndInvalid);
  if (suspendedUntil <= italianDay(at)) throw validationError(m.suspensionEndPast);
  const latest = latestSuspensionEnd(communicatedOn);
  if (suspendedUntil > latest) throw validationError(m.suspensionTooLong(latest));
  return suspendedUntil;
};

/**
 * A bank transfer's reference in its canonical form (spaces dropped, upper case): an Italian CRO has
 * 11 digits, a SEPA TRN up to 35 characters.
 */
export const checkedPaymentReference = (reference: string | null | undefined): string => {
  const value = reference?.replace(/\s+/g, '').toUpperCase() || null;
  if (value === null) throw validationError(m.paymentReferenceRequired);
  if (!/^[A-Z0-9]{5,35}$/.test(value)) throw validationError(m.paymentReferenceInvalid);
  return value;
};

/** The Agenzia's outcome as sent: one of the three, or a clear error. */
export const checkedOutcome = (outcome: string | null | undefined): PlatformOutcome => {
  if (outcome === 'superata' || outcome === 'sospesa' || outcome === 'annullata') return outcome;
  throw validationError(m.outcomeRequired);
};

/** Why the Agenzia annulled: the seller's words, or what the law says happened. */
export const annulmentReason = (reason: string | null | undefined): string => checkedNegotiationReason(reason, false) ?? m.annulledByAgenzia;

/** Whole days from `at`'s day in Rome to the suspension's last day: 0 on that day itself. */
export const suspensionDaysLeft = (suspendedUntil: Day, at: string): number =>
  Math.max(0, Math.round((Date.parse(suspendedUntil) - Date.parse(italianDay(at))) / 86_400_000));
