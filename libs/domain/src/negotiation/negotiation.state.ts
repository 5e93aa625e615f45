import type { Closing } from './closing';
import type { NegotiationEvent } from './negotiation.events';
import type { Offer, OfferStatus } from './offer';

/**
 * What a practice keeps of its negotiations: every offer, the closing in progress, the rate already
 * ceduta (by year) and the buyers' offset choices on rate they hold (`offsetChoiceKey`).
 */
export type NegotiationState = { offers: Offer[]; closing: Closing | null; cededYears: number[]; offsetChoices: string[] };

export const noNegotiation = (): NegotiationState => ({ offers: [], closing: null, cededYears: [], offsetChoices: [] });

/** One offset choice: the closing's offer and the rata as the holding reads it. */
export const offsetChoiceKey = (offerId: number, rataId: string) => `${offerId}/${rataId}`;

const withStatus = (offers: Offer[], offerId: number, status: OfferStatus) => offers.map((o) => (o.offerId === offerId ? { ...o, status } : o));

/** The negotiation after one of its events; what it ends of the practice (its exclusivity) is the practice's fold's. */
export const evolveNegotiation = (practice: NegotiationState, event: NegotiationEvent): NegotiationState => {
  switch (event.type) {
    case 'OfferMade': {
      const { offerId, buyerId, by, at, amount, rate, notes, expiresAt, repliesTo, correntistaOf = null } = event.data;
      const offer: Offer = { offerId, buyerId, authorId: by, createdAt: at, amount, rate, notes, expiresAt, repliesTo, correntistaOf, status: 'pending' };
      return { ...practice, offers: [...practice.offers, offer] };
    }
    case 'OfferCountered':
      return { ...practice, offers: withStatus(practice.offers, event.data.offerId, 'countered') };
    case 'OfferRejected':
      return { ...practice, offers: withStatus(practice.offers, event.data.offerId, 'rejected') };
    case 'OfferWithdrawn':
      return { ...practice, offers: withStatus(practice.offers, event.data.offerId, 'withdrawn') };
    case 'OfferExpired':
      return { ...practice, offers: withStatus(practice.offers, event.data.offerId, 'expired') };
    case 'OfferAccepted': {
      const { offerId, buyerId, amount, rate, at } = event.data;
      const closing: Closing = { offerId, buyerId, amount, rate, openedAt: at, protocol: null, ticks: {} };
      return { ...practice, offers: withStatus(practice.offers, offerId, 'accepted'), closing };
    }
    case 'ClosingStepRecorded': {
      if (!practice.closing) return practice;
      const { step, protocol, by, at } = event.data;
      const closing = { ...practice.closing, protocol: protocol ?? practice.closing.protocol, ticks: { ...practice.closing.ticks, [step]: { by, at } } };
      return { ...practice, closing };
    }
    case 'ClosingCompleted': {
      const cededYears = [...practice.cededYears, ...event.data.rate].sort((a, b) => a - b);
      return { ...practice, cededYears, closing: null };
    }
    case 'ClosingAbandoned':
      return { ...practice, closing: null };
    case 'HoldingOffsetChosen':
      return { ...practice, offsetChoices: [...practice.offsetChoices, offsetChoiceKey(event.data.offerId, event.data.rataId)] };
  }
};
