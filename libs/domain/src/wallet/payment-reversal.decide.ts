import type { MultiStreamDecider } from '../shared/decider';
import { notFound } from '../shared/domain-error';
import type { CheckoutPaymentReversed } from './checkout.events';
import { evolveCheckout, initialCheckoutState, type CheckoutReversals, type CheckoutState } from './checkout.state';
import { toCents } from './credit-packages';
import type { ReversePayment } from './wallet.commands';
import type { WalletEvent } from './wallet.events';
import { walletMessages } from './wallet.messages';
import { evolveWallet, initialWalletState, type WalletState } from './wallet.state';

export type ReversalStates = { checkout: CheckoutState; wallet: WalletState };
export type ReversalEvents = { checkout: CheckoutPaymentReversed; wallet: WalletEvent };

/** Reversals after this report: the refunded total only grows; a dispute keeps its own amount. */
const reversalsAfter = (reversals: CheckoutReversals, { reason, reference, amountCents }: ReversePayment['data']) => ({
  refundedCents: reason === 'refund' ? Math.max(reversals.refundedCents, amountCents) : reversals.refundedCents,
  disputedCents: reason === 'dispute' ? { ...reversals.disputedCents, [reference]: amountCents } : reversals.disputedCents,
});

/** Credits due back for the money gone back: in proportion to the price paid, rounded up, at most the package. */
const creditsDueFor = (credits: number, priceCents: number, goneCents: number) =>
  goneCents >= priceCents ? credits : Math.ceil((credits * goneCents) / priceCents);

/**
 * A refund or dispute of a completed checkout: records the report on the checkout and takes the
 * credits now due back from the wallet, as far as the balance allows (never below zero); what it
 * cannot take is recorded as `WalletFlagged` for an admin. A report that changes nothing (the same
 * refunded total or dispute again, a webhook delivered twice) decides nothing, so credits are taken
 * back once. A checkout never completed has credited nothing: nothing to take back.
 */
export const decidePaymentReversal = (command: ReversePayment, { checkout, wallet }: ReversalStates) => {
  if (checkout.status === 'none') throw notFound(walletMessages.checkoutNotFound);
  if (checkout.status !== 'completed') return {};
  const { refundedCents, disputedCents } = reversalsAfter(checkout.reversals, command.data);
  const unchanged =
    refundedCents === checkout.reversals.refundedCents && disputedCents[command.data.reference] === checkout.reversals.disputedCents[command.data.reference];
  if (unchanged) return {};
  const goneCents = refundedCents + Object.values(disputedCents).reduce((sum, cents) => sum + cents, 0);
  const credits = Math.max(0, creditsDueFor(checkout.credits, toCents(checkout.price), goneCents) - checkout.reversals.creditsDue);
  const { sessionId, userId, paymentId } = checkout;
  const { reason, reference, amountCents, at } = command.data;
  const reversal = { reason, paymentId, checkoutSessionId: sessionId };
  const taken = Math.min(credits, Math.max(0, wallet.balance));
  const walletEvents: WalletEvent[] = [
    ...(taken > 0 ? [{ type: 'CreditsReversed' as const, data: { userId, at, ...reversal, credits: taken } }] : []),
    ...(credits > taken ? [{ type: 'WalletFlagged' as const, data: { userId, at, ...reversal, creditsOwed: credits - taken } }] : []),
  ];
  return {
    checkout: [{ type: 'CheckoutPaymentReversed' as const, data: { sessionId, userId, paymentId, reason, reference, amountCents, credits, at } }],
    ...(walletEvents.length > 0 ? { wallet: walletEvents } : {}),
  };
};

export const paymentReversalDecider: MultiStreamDecider<ReversalStates, ReversalEvents, ReversePayment> = {
  decide: decidePaymentReversal,
  evolve: { checkout: (s, e) => evolveCheckout(s, e), wallet: evolveWallet },
  initialState: { checkout: initialCheckoutState, wallet: initialWalletState },
};
