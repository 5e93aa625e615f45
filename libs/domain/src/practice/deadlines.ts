import type { Offer } from '../negotiation/offer';
import type { PracticeEvent } from './practice.events';
import type { ExistingPractice } from './practice.state';

/**
 * An exclusivity runs until its `until`, exclusive (at that instant the countdown says 'Scaduto'),
 * and for as long as the closing of an accepted offer is open (issue 29). The practice's fold ends
 * it (exclusivity null) at ExclusivityExpired, the sale, and the closing's completion or abandon.
 * Read models that keep one exclusivity apart from its practice (`exclusivities`) ask this too.
 */
export const exclusivityRunsAt = (until: string, closingOpen: boolean, at: string): boolean => closingOpen || Date.parse(until) > Date.parse(at);

export const exclusivityRunning = (practice: ExistingPractice, at: string): boolean =>
  practice.exclusivity !== null && exclusivityRunsAt(practice.exclusivity.until, practice.closing !== null, at);

/** A pending offer is due to expire at its own expiry, or once the exclusivity of its negotiation is over. */
const offerDue = (practice: ExistingPractice, offer: Offer, at: string, negotiationOver: boolean): boolean =>
  offer.status === 'pending' && (negotiationOver || practice.exclusivity?.buyerId !== offer.buyerId || Date.parse(offer.expiresAt) <= Date.parse(at));

/**
 * What is over at `at` but not yet recorded: pending offers past their expiry or their
 * negotiation, then the exclusivity itself. Each is recorded once, on the practice's stream,
 * by whichever comes first: the scheduled processor, or a purchase that finds it over.
 */
export const dueDeadlines = (practice: ExistingPractice, at: string): PracticeEvent[] => {
  const over = practice.exclusivity !== null && !exclusivityRunning(practice, at);
  const expired: PracticeEvent[] = practice.offers
    .filter((offer) => offerDue(practice, offer, at, over))
    .map(({ offerId, buyerId, amount, rate, expiresAt }) => ({
      type: 'OfferExpired',
      data: { practiceId: practice.practiceId, at, offerId, buyerId, sellerId: practice.userId, amount, rate, expiresAt },
    }));
  if (!over) return expired;
  const { buyerId, until } = practice.exclusivity!;
  return [...expired, { type: 'ExclusivityExpired', data: { practiceId: practice.practiceId, buyerId, exclusiveUntil: until, at } }];
};
