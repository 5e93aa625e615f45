import { allRataExpired, rataLabel } from '../credit/credit-schedule';
import { creditMessages } from '../credit/credit.messages';
import { chosenRataIds, rataNamed } from '../credit/rata-choice';
import { creditPurchaseEligibility, rataOnSale } from '../credit/rata-eligibility';
import { dueDiligenceMessages } from '../due-diligence/due-diligence.messages';
import { reconfirmationOverdue } from '../due-diligence/reconfirmation';
import { dueDeadlines, rateHeldByOthers, runningExclusivityOf } from '../practice/deadlines';
import type { PracticeEvent } from '../practice/practice.events';
import { evolvePractice, initialPracticeState, type ExistingPractice, type PracticeState } from '../practice/practice.state';
import { saleClosed } from '../shared/catalogue';
import type { Decider, MultiStreamDecider, StreamEvents } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import type { UserEvent } from '../user/user.events';
import { evolveUser, initialUserState, type UserState } from '../user/user.state';
import type { CreditsSpent, WalletEvent } from '../wallet/wallet.events';
import { evolveWallet, initialWalletState, type WalletState } from '../wallet/wallet.state';
import { baseAccessCredits, exclusivityCredits, isExclusivityHours } from './marketplace.catalogue';
import type { ExpireExclusivity, PurchaseCommand } from './marketplace.commands';
import { marketplaceMessages as m } from './marketplace.messages';

/** What a purchase decides over: the buyer's account, the buyer's wallet, the practice and its seller's account. */
export type PurchaseStates = { buyer: UserState; wallet: WalletState; practice: PracticeState; seller: UserState };
export type PurchaseEvents = { buyer: UserEvent; wallet: WalletEvent; practice: PracticeEvent; seller: UserEvent };

const HOUR_MS = 60 * 60 * 1000;

/** Spec 4: only active buyers may buy. The route checks it too; this is the rule on the stream itself. */
const requireActiveBuyer = (buyer: UserState) => {
  if (buyer.status !== 'active') throw forbidden(m.accountNotActive);
  if (!buyer.isCessionario) throw forbidden(m.cessionarioOnly);
  return buyer;
};

/**
 * Art. 121 DL 34/2020 as amended (issues 27, 45): a credit whose rate are all lost is not for sale,
 * and only a buyer some rata on sale admits, by its category, the chain and the deal's route
 * (`creditPurchaseEligibility`), may buy; the refusal says why and charges nothing.
 */
const requireLegalBuyer = (practice: ExistingPractice, buyer: ReturnType<typeof requireActiveBuyer>, command: PurchaseCommand, ids: string[] | 'whole') => {
  const { at, correntistaOf = null } = command.data;
  if (allRataExpired(practice.rate, at)) throw conflict(creditMessages.allRataExpired);
  // Nothing left to buy reads the whole schedule, for the rules to say why (lost, non cedibile...).
  const rate = ids === 'whole' || ids.length === 0 ? practice.rate : rataNamed(practice.rate, ids);
  const credit = { ...practice, rate, sellerId: practice.userId };
  const eligibility = creditPurchaseEligibility(credit, buyer.buyer, { declared: correntistaOf, profile: buyer.correntistaOf }, at);
  if (!eligibility.canBuy) throw forbidden(eligibility.cannotBuyReason);
};

/** Only approved practices are on the marketplace; any other answers as missing, so nothing leaks about it. */
const requireListedPractice = (practice: PracticeState): ExistingPractice => {
  if (practice.status !== 'approved') throw notFound(m.practiceNotFound);
  return practice;
};

/**
 * A seller who is blocked, rejected or deleted sells nothing: the practice is off the market
 * until the account is active again. Any state but the owner's active account refuses.
 */
const requireActiveSeller = (practice: ExistingPractice, seller: UserState) => {
  if (seller.status !== 'active' || seller.userId !== practice.userId) throw conflict(m.sellerNotActive);
};

/**
 * The rate (ids) on sale to this buyer at `at` (rataOnSale: not lost, ceduta, non cedibile or chosen for
 * offset) that no other buyer's running exclusivity holds (issue 45); `whole` for a credit without
 * rate, sold whole, when nobody else holds it.
 */
const freeRate = (practice: ExistingPractice, buyerId: number, at: string): string[] | 'whole' | 'held' => {
  const held = rateHeldByOthers(practice, buyerId, at);
  if (practice.rate.length === 0) return held === true ? 'held' : 'whole';
  const onSale = rataOnSale(practice, at).map((r) => r.id);
  const free = onSale.filter((id) => held === true || !held.includes(id));
  return free.length === 0 && onSale.length > 0 ? 'held' : free;
};

/** A sale still open, not the buyer's own, with something other buyers' exclusivities do not hold. */
const requireOnSale = (practice: ExistingPractice, buyerId: number, at: string) => {
  if (practice.userId === buyerId) throw forbidden(m.ownPractice);
  if (saleClosed(practice.saleStatus)) throw conflict(m.notAvailable);
  const free = freeRate(practice, buyerId, at);
  if (free === 'held') throw conflict(m.underExclusivity);
  return free;
};

/**
 * The rate an exclusivity holds (issue 45): those the buyer chose by rata id, each free, or every
 * free one. A credit without rate is held whole.
 */
const chosenRate = (practice: ExistingPractice, free: string[] | 'whole', chosen: readonly string[] | null | undefined): string[] => {
  if (free === 'whole') {
    if (chosen && chosen.length > 0) throw validationError(m.wholeCreditOnly);
    return [];
  }
  if (!chosen || chosen.length === 0) return free;
  const ids = chosenRataIds(practice.rate, chosen);
  const taken = rataNamed(practice.rate, ids).find((rata) => !free.includes(rata.id));
  if (taken !== undefined) throw conflict(m.rataNotFree(rataLabel(taken)));
  return ids;
};

const requireCredits = (wallet: WalletState, credits: number) => {
  if (wallet.balance < credits) throw conflict(m.insufficientCredits(credits, wallet.balance));
};

const spent = (command: PurchaseCommand, credits: number, hours: number | null): CreditsSpent => ({
  type: 'CreditsSpent',
  data: {
    userId: command.data.buyerId,
    at: command.data.at,
    credits,
    practiceId: command.data.practiceId,
    accessType: hours === null ? 'base' : 'exclusive',
    hours,
  },
});

/**
 * A purchase (spec 4, 6, 9): the debit on the wallet and the access on the practice are decided
 * together and appended in one transaction with both expected versions, so credits are never
 * spent without access nor access given without credits, whatever runs at the same time.
 */
export const decidePurchase = (
  command: PurchaseCommand,
  { buyer, wallet, practice: state, seller }: PurchaseStates,
): StreamEvents<PurchaseStates, PurchaseEvents> => {
  const { practiceId, buyerId, at } = command.data;
  const hours = command.type === 'PurchaseExclusivity' ? command.data.hours : null;
  if (hours !== null && !isExclusivityHours(hours)) throw validationError(m.invalidHours);
  const activeBuyer = requireActiveBuyer(buyer);
  const practice = requireListedPractice(state);
  requireActiveSeller(practice, seller);
  const free = requireOnSale(practice, buyerId, at);
  const stamp = { practiceId, by: buyerId, at };
  requireLegalBuyer(practice, activeBuyer, command, free);
  if (hours === null) {
    if (practice.buyers.includes(buyerId)) throw conflict(m.alreadyPurchased);
    requireCredits(wallet, baseAccessCredits);
    return {
      wallet: [spent(command, baseAccessCredits, null)],
      practice: [...dueDeadlines(practice, at), { type: 'PracticeAccessPurchased', data: { ...stamp, credits: baseAccessCredits } }],
    };
  }
  if (runningExclusivityOf(practice, buyerId, at)) throw conflict(m.alreadyExclusive);
  const rate = chosenRate(practice, free, command.type === 'PurchaseExclusivity' ? command.data.rate : null);
  if (free !== 'whole' && rate.length < free.length) requireLegalBuyer(practice, activeBuyer, command, rate);
  // Issue 28: nobody buys an exclusive hold on a credit the seller has not shown is still there.
  if (reconfirmationOverdue(practice.lastConfirmedAt, at)) throw conflict(dueDiligenceMessages.reconfirmationOverdue);
  const credits = exclusivityCredits[hours];
  requireCredits(wallet, credits);
  const exclusiveUntil = new Date(Date.parse(at) + hours * HOUR_MS).toISOString();
  return {
    wallet: [spent(command, credits, hours)],
    practice: [...dueDeadlines(practice, at), { type: 'ExclusivityPurchased', data: { ...stamp, credits, hours, exclusiveUntil, rate } }],
  };
};

export const purchaseDecider: MultiStreamDecider<PurchaseStates, PurchaseEvents, PurchaseCommand> = {
  decide: decidePurchase,
  evolve: { buyer: evolveUser, wallet: evolveWallet, practice: evolvePractice, seller: evolveUser },
  initialState: { buyer: initialUserState, wallet: initialWalletState, practice: initialPracticeState, seller: initialUserState },
};

/**
 * The processor's decision: pending offers past their expiry or negotiation, and the exclusivity
 * once `at` reaches its end (issue 29: not while a closing is open). Nothing to do (already
 * expired, sold, deleted, or still running) is no event, so a second processor that lost the
 * race, or a late retry, appends nothing.
 */
export const decideExpiry = (command: ExpireExclusivity, state: PracticeState): PracticeEvent[] =>
  state.status === 'unsubmitted' || state.status === 'deleted' ? [] : dueDeadlines(state, command.data.at);

export const exclusivityExpiryDecider: Decider<PracticeState, ExpireExclusivity, PracticeEvent> = {
  decide: decideExpiry,
  evolve: evolvePractice,
  initialState: initialPracticeState,
};
