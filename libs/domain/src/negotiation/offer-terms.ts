import { isRataExpired, rataLabel, type PracticeRata } from '../credit/credit-schedule';
import { chosenRataIds, rataNamed } from '../credit/rata-choice';
import { hasWholeCents, toCents } from '../shared/cents';
import { validationError } from '../shared/domain-error';
import type { IncomingOfferTerms } from './negotiation.commands';
import { negotiationMessages as m } from './negotiation.messages';
import type { NegotiationState } from './negotiation.state';
import { offerLimits, type OfferTerms } from './offer';

const HOUR_MS = 3_600_000;

/** What the offer rules read of the practice negotiated: its credit and the rate already ceduta. */
type NegotiatedCredit = { amount: number; rate: readonly PracticeRata[] } & Pick<NegotiationState, 'cededRate'>;

/** Face value of the rate named by id; the whole amount for a credit without rate. */
export const faceValueOf = (practice: { amount: number; rate: readonly PracticeRata[] }, ids: readonly string[]): number =>
  practice.rate.length === 0 ? practice.amount : rataNamed(practice.rate, ids).reduce((cents, r) => cents + toCents(r.amount), 0) / 100;

/** Whether a rata can still be negotiated: neither ceduta nor lost at `at`. */
export const rataNegotiable = (practice: Pick<NegotiationState, 'cededRate'>, rata: Pick<PracticeRata, 'id' | 'year'>, at: string): boolean =>
  !practice.cededRate.includes(rata.id) && !isRataExpired(rata.year, at);

/**
 * The covered rate, by id in the schedule's order: whole rate of the practice named by id (or by
 * year, as offers did before issue 45), each still negotiable and, when `held` is given, held by
 * the buyer's exclusivity (issue 45: a deal covers only its own rate); none for Credito IVA.
 */
export const checkedOfferRate = (
  practice: NegotiatedCredit,
  rate: readonly (string | number)[] | null | undefined,
  at: string,
  held?: readonly string[],
): string[] => {
  if (practice.rate.length === 0) {
    if ((rate ?? []).length > 0) throw validationError(m.rateNotAllowed);
    return [];
  }
  if (!rate || rate.length === 0) throw validationError(m.rateRequired);
  const ids = chosenRataIds(practice.rate, rate);
  for (const rata of rataNamed(practice.rate, ids)) {
    if (!rataNegotiable(practice, rata, at)) throw validationError(m.rataNotAvailable(rataLabel(rata)));
    if (held && !held.includes(rata.id)) throw validationError(m.rataNotHeld(rataLabel(rata)));
  }
  return ids;
};

const checkedExpiry = (expiresAt: string | null | undefined, exclusiveUntil: string, at: string): string => {
  const end = Date.parse(exclusiveUntil);
  if (!expiresAt) return new Date(Math.min(Date.parse(at) + offerLimits.defaultExpiryHours * HOUR_MS, end)).toISOString();
  const expiry = Date.parse(expiresAt);
  if (!Number.isFinite(expiry) || expiry <= Date.parse(at)) throw validationError(m.expiryInvalid);
  if (expiry > end) throw validationError(m.expiryAfterExclusivity);
  return new Date(expiry).toISOString();
};

const checkedNotes = (notes: string | null | undefined): string | null => {
  const text = notes?.trim() || null;
  if (text !== null && text.length > offerLimits.maxNotesLength) throw validationError(m.notesTooLong);
  return text;
};

/**
 * An offer's terms, checked against the practice and the buyer's exclusivity: its rate among those
 * the exclusivity holds, 0 < amount <= face value of the covered rate, expiry within the exclusivity.
 */
export const checkedOfferTerms = (
  practice: NegotiatedCredit,
  terms: IncomingOfferTerms,
  exclusivity: { until: string; rate: readonly string[] },
  at: string,
): OfferTerms => {
  const rate = checkedOfferRate(practice, terms.rate, at, exclusivity.rate);
  const exclusiveUntil = exclusivity.until;
  const { amount } = terms;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || !hasWholeCents(amount)) throw validationError(m.amountInvalid);
  const face = faceValueOf(practice, rate);
  if (toCents(amount) > toCents(face)) throw validationError(m.amountAboveFace(face));
  return { amount, rate, notes: checkedNotes(terms.notes), expiresAt: checkedExpiry(terms.expiresAt, exclusiveUntil, at) };
};

/** A reason of a rejection (optional) or of an abandonment (required), trimmed. */
export const checkedNegotiationReason = (reason: string | null | undefined, required: boolean): string | null => {
  const text = reason?.trim() || null;
  if (text === null && required) throw validationError(m.reasonRequired);
  if (text !== null && text.length > offerLimits.maxReasonLength) throw validationError(m.reasonTooLong);
  return text;
};

/** The protocol in its canonical form (trimmed, upper case). */
export const checkedProtocol = (protocol: string | null | undefined): string => {
  const value = protocol?.trim().toUpperCase() || null;
  if (value === null) throw validationError(m.protocolRequired);
  if (!offerLimits.protocolPattern.test(value)) throw validationError(m.protocolInvalid);
  return value;
};
