import { offsetLimitTexts } from '../credit/offset-limits';
import { creditSale } from '../credit/rata-eligibility';
import { closingPathOf, type Closing } from '../negotiation/closing';
import { checkedOffsetChoice, holdingMessages } from '../negotiation/holdings';
import type { ChooseHoldingOffset, MakeOffer, NegotiationCommand } from '../negotiation/negotiation.commands';
import { negotiationMessages as m } from '../negotiation/negotiation.messages';
import { closingOf, offsetChoiceKey } from '../negotiation/negotiation.state';
import { offerOpen, type Offer } from '../negotiation/offer';
import { checkedNegotiationReason, checkedOfferRate, checkedOfferTerms } from '../negotiation/offer-terms';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import { decideClosingStep, requireClosing } from './closing.decide';
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
 * correntista bank is the one declared with the offer, else the holder's profile's. Returns the
 * bank of a deal admitted only on the correntista route, which the offer records (its holding is
 * then 'non cedibile'), else null.
 */
const requireEligible = (practice: ExistingPractice, holder: MakeOffer['data']['holder'], declared: number | null, at: string) => {
  const credit = { ...practice, sellerId: practice.userId };
  const profile = holder.correntistaOf ?? null;
  const sale = creditSale(credit, holder, { declared, profile }, at);
  if (!sale.canBuy) throw forbidden(sale.cannotBuyReason);
  // The bank of a correntista deal: the one declared, else the profile's that admitted it.
  return sale.route === 'correntista' ? (declared ?? profile) : null;
};

/** The correntista bank on an offer, recorded only on that route (absent reads as none, as in offers made before issue 45). */
const declaredBank = (correntistaOf: number | null) => (correntistaOf === null ? {} : { correntistaOf });

/** An offer answered by the other party of its negotiation, while it waits. A third party learns nothing more. */
const requireAnswerable = (practice: ExistingPractice, offer: Offer, by: number, at: string) => {
  const parties = [practice.userId, offer.buyerId];
  if (!parties.includes(by) || by === offer.authorId) throw forbidden(m.notCounterpart);
  requireOpen(offer, at);
};

/** Issue 46: a party trades only once it gave its data for trading (the drafts and the platform's communication need it). */
const requireTradingData = ({ tradingDataGiven }: { tradingDataGiven: boolean }) => {
  if (!tradingDataGiven) throw conflict(m.tradingDataRequired);
};

const requireOpen = (offer: Offer, at: string) => {
  if (offer.status !== 'pending') throw conflict(m.offerNotPending);
  if (!offerOpen(offer, at)) throw conflict(m.offerExpired);
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
      requireTradingData(command.data);
      if (closingOf(practice, by)) throw conflict(m.closingOpen);
      if (practice.offers.some((o) => o.buyerId === by && offerOpen(o, at))) throw conflict(m.pendingExists);
      const { offerId, documents, correntistaOf = null } = command.data;
      const bank = requireEligible(practice, command.data.holder, correntistaOf, at);
      const terms = checkedOfferTerms(practice, command.data, exclusivity, at);
      return [
        {
          type: 'OfferMade',
          data: { practiceId, by, at, offerId, buyerId: by, sellerId, ...terms, repliesTo: null, documents, ...declaredBank(bank) },
        },
      ];
    }
    case 'CounterOffer': {
      const offer = findOffer(practice, command.data.offerId);
      requireAnswerable(practice, offer, by, at);
      requireTradingData(command.data);
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
      requireTradingData(command.data);
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
