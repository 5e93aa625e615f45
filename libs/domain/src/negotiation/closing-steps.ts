import { italianDay } from '../credit/italian-calendar';
import { addDays, addWorkingDays, daysBetween, isCalendarDay, platformTimings, type Day } from '../credit/platform-timings';
import { validationError } from '../shared/domain-error';
import type { Closing, PlatformOutcome } from './closing';
import { negotiationMessages as m } from './negotiation.messages';
import { checkedNegotiationReason } from './offer-terms';

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
export const suspensionDaysLeft = (suspendedUntil: Day, at: string): number => Math.max(0, daysBetween(italianDay(at), suspendedUntil));

/** A notarial deed as recorded for a Credito IVA (issue 47): the notary, the day, the repertorio number. */
export type CheckedDeed = { notary: string; deedOn: Day; repertorio: string };

/**
 * The deed of a Credito IVA's transfer: the notary's name, the day it was signed (not future, not
 * before the offer was accepted) and its repertorio number (digits, letters, '/' or '-').
 */
export const checkedDeed = (
  fields: { notary?: string | null; deedOn?: string | null; repertorio?: string | null },
  closing: Pick<Closing, 'openedAt'>,
  at: string,
): CheckedDeed => {
  const notary = fields.notary?.trim() ?? '';
  if (notary.length < 3 || notary.length > 200) throw validationError(m.notaryRequired);
  const deedOn = checkedPastDay(fields.deedOn, italianDay(closing.openedAt), at, m.deedDayInvalid, m.deedDayFuture, m.deedDayBeforeAcceptance);
  const repertorio = fields.repertorio?.trim().toUpperCase() ?? '';
  if (!/^[A-Z0-9][A-Z0-9/-]{0,29}$/.test(repertorio)) throw validationError(m.repertorioInvalid);
  return { notary, deedOn, repertorio };
};

/** The day the deed was served on the Agenzia and the agente della riscossione: not future, not before the deed. */
export const checkedNoticeDay = (notifiedOn: string | null | undefined, deedOn: Day, at: string): Day =>
  checkedPastDay(notifiedOn, deedOn, at, m.noticeDayInvalid, m.noticeDayFuture, m.noticeDayBeforeDeed);

const checkedPastDay = (day: string | null | undefined, earliest: Day, at: string, invalid: string, future: string, tooEarly: string): Day => {
  if (!day || !isCalendarDay(day)) throw validationError(invalid);
  if (day > italianDay(at)) throw validationError(future);
  if (day < earliest) throw validationError(tooEarly);
  return day;
};
