import { italianDay } from '../credit/italian-calendar';
import { openClosing, type Closing } from './closing';
import type { ClosingStepRecorded, NegotiationEvent } from './negotiation.events';
import type { Offer, OfferStatus } from './offer';

/**
 * What a practice keeps of its negotiations: every offer, the closings in progress (one per buyer,
 * each on its own rate: issue 45), the rate already ceduta (rata ids, in the order transferred)
 * and the buyers' offset choices on rate they hold (`offsetChoiceKey`).
 */
export type NegotiationState = { offers: Offer[]; closings: Closing[]; cededRate: string[]; offsetChoices: string[] };

export const noNegotiation = (): NegotiationState => ({ offers: [], closings: [], cededRate: [], offsetChoices: [] });

/** The closing a buyer has open on the practice, if any. */
export const closingOf = (practice: Pick<NegotiationState, 'closings'>, buyerId: number): Closing | undefined =>
  practice.closings.find((closing) => closing.buyerId === buyerId);

/** One offset choice: the closing's offer and the rata as the holding reads it. */
export const offsetChoiceKey = (offerId: number, rataId: string) => `${offerId}/${rataId}`;

const withoutClosing = (closings: Closing[], offerId: number) => closings.filter((c) => c.offerId !== offerId);

const withStatus = (offers: Offer[], offerId: number, status: OfferStatus) => offers.map((o) => (o.offerId === offerId ? { ...o, status } : o));

/**
 * A closing after one of its ticks. A closing opened before issue 47 had no 'esito' step: the
 * buyer could accept only once the check had passed, so its acceptance ticks the outcome too.
 */
const tickedClosing = (closing: Closing, { step, protocol, communicatedOn, reference, deedOn, by, at }: ClosingStepRecorded['data']): Closing => {
  const tick = { by, at };
  const ticks = step === 'accettazione' && !closing.ticks.esito ? { ...closing.ticks, esito: tick, accettazione: tick } : { ...closing.ticks, [step]: tick };
  return {
    ...closing,
    protocol: protocol ?? closing.protocol,
    communicatedOn: communicatedOn ?? (step === 'comunicazione' ? italianDay(at) : closing.communicatedOn),
    paymentReference: reference ?? closing.paymentReference,
    deedOn: deedOn ?? closing.deedOn,
    ticks,
  };
};

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
      const closing = openClosing({ offerId, buyerId, amount, rate, openedAt: at }, event.data.closingPath);
      return { ...practice, offers: withStatus(practice.offers, offerId, 'accepted'), closings: [...practice.closings, closing] };
    }
    case 'ClosingStepRecorded':
      return { ...practice, closings: practice.closings.map((c) => (c.offerId === event.data.offerId ? tickedClosing(c, event.data) : c)) };
    case 'ClosingSuspended': {
      const { offerId, suspendedUntil } = event.data;
      return { ...practice, closings: practice.closings.map((c) => (c.offerId === offerId ? { ...c, suspendedUntil } : c)) };
    }
    case 'ClosingCompleted': {
      const cededRate = [...practice.cededRate, ...event.data.rate];
      return { ...practice, cededRate, closings: withoutClosing(practice.closings, event.data.offerId) };
    }
    case 'ClosingAbandoned':
      return { ...practice, closings: withoutClosing(practice.closings, event.data.offerId) };
    case 'HoldingOffsetChosen':
      return { ...practice, offsetChoices: [...practice.offsetChoices, offsetChoiceKey(event.data.offerId, event.data.rataId)] };
  }
};
