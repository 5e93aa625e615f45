import { closingOf } from '../negotiation/negotiation.state';
import type { Offer } from '../negotiation/offer';
import type { PracticeEvent } from './practice.events';
import type { Exclusivity, ExistingPractice } from './practice.state';

/**
 * An exclusivity runs until its `until`, exclusive (at that instant the countdown says 'Scaduto'),
 * and for as long as its buyer's closing of an accepted offer is open (issue 29). The practice's
 * fold ends it at ExclusivityExpired, the sale, and the end of its buyer's closing.
 * Read models that keep one exclusivity apart from its practice (`exclusivities`) ask this too.
 */
export const exclusivityRunsAt = (until: string, closingOpen: boolean, at: string): boolean => closingOpen || Date.parse(until) > Date.parse(at);

const runs = (practice: ExistingPractice, exclusivity: Exclusivity, at: string) =>
  exclusivityRunsAt(exclusivity.until, closingOf(practice, exclusivity.buyerId) !== undefined, at);

/** The exclusivities still running at `at`: each holds its own rate (issue 45). */
export const runningExclusivities = (practice: ExistingPractice, at: string): Exclusivity[] =>
  practice.exclusivities.filter((exclusivity) => runs(practice, exclusivity, at));

/** The buyer's own exclusivity on the practice, when it still runs at `at`. */
export const runningExclusivityOf = (practice: ExistingPractice, buyerId: number, at: string): Exclusivity | undefined =>
  runningExclusivities(practice, at).find((exclusivity) => exclusivity.buyerId === buyerId);

/**
 * The rata ids other buyers' running exclusivities hold at `at`; `true` when one holds a credit
 * without rate, which is held whole.
 */
export const rateHeldByOthers = (practice: ExistingPractice, buyerId: number, at: string): string[] | true => {
  const others = runningExclusivities(practice, at).filter((exclusivity) => exclusivity.buyerId !== buyerId);
  if (practice.rate.length === 0) return others.length > 0 ? true : [];
  return others.flatMap((exclusivity) => exclusivity.rate);
};

/** A pending offer is due to expire at its own expiry, or once its buyer's exclusivity is over. */
const offerDue = (offer: Offer, at: string, running: readonly Exclusivity[]): boolean =>
  offer.status === 'pending' && (!running.some((e) => e.buyerId === offer.buyerId) || Date.parse(offer.expiresAt) <= Date.parse(at));

/**
 * What is over at `at` but not yet recorded: pending offers past their expiry or their
 * negotiation, then each exclusivity that ended. Each is recorded once, on the practice's stream,
 * by whichever comes first: the scheduled processor, or a purchase that finds it over.
 */
export const dueDeadlines = (practice: ExistingPractice, at: string): PracticeEvent[] => {
  const running = runningExclusivities(practice, at);
  const expired: PracticeEvent[] = practice.offers
    .filter((offer) => offerDue(offer, at, running))
    .map(({ offerId, buyerId, amount, rate, expiresAt }) => ({
      type: 'OfferExpired',
      data: { practiceId: practice.practiceId, at, offerId, buyerId, sellerId: practice.userId, amount, rate, expiresAt },
    }));
  const over = practice.exclusivities.filter((exclusivity) => !running.includes(exclusivity));
  // The practice is disponibile again only after the last of them: the ones before leave it held.
  const stillHeld = (index: number) => (running.length > 0 || index < over.length - 1 ? { stillHeld: true as const } : {});
  return [
    ...expired,
    ...over.map(({ buyerId, until }, index): PracticeEvent => ({
      type: 'ExclusivityExpired',
      data: { practiceId: practice.practiceId, buyerId, exclusiveUntil: until, at, ...stillHeld(index) },
    })),
  ];
};
