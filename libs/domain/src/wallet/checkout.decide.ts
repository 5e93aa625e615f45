import { assertNever, type Decider, type MultiStreamDecider } from '../shared/decider';
import { conflict, forbidden, notFound, validationError } from '../shared/domain-error';
import type { CheckoutEvent } from './checkout.events';
import { evolveCheckout, initialCheckoutState, type CheckoutState } from './checkout.state';
import { centsToEuroString, findCreditPackage, toCents, type CreditPackage } from './credit-packages';
import type { CheckoutCommand, CompleteCheckout, RequestedPackage } from './wallet.commands';
import type { CreditsPurchased } from './wallet.events';
import { walletMessages } from './wallet.messages';

/**
 * The catalogue's package for a checkout request. The client's id, credits and price must all
 * match one package (a tampered price is refused, never corrected), and the Test package is for
 * admins only. Called before the provider is asked for a session, and again by the decider.
 */
export const packageForCheckout = (requested: RequestedPackage, isAdmin: boolean): CreditPackage => {
  const found = findCreditPackage(requested.id);
  const matches = found && found.credits === requested.credits && found.priceCents === toCents(requested.price);
  if (!matches) throw validationError(walletMessages.invalidPackage);
  if (found.isTestPackage && !isAdmin) throw forbidden(walletMessages.testPackageAdminOnly);
  return found;
};

export type CheckoutDecision = CheckoutEvent | CreditsPurchased;

/**
 * Completing a checkout appends `CheckoutCompleted` to the checkout stream and `CreditsPurchased`
 * to the buyer's wallet (the caller writes both in one transaction). A completed checkout
 * completes to nothing, so every repeated report of the payment is harmless.
 */
export const decideCheckout = (command: CheckoutCommand, state: CheckoutState): CheckoutDecision[] => {
  switch (command.type) {
    case 'StartCheckout': {
      if (state.status !== 'none') throw conflict(walletMessages.checkoutAlreadyStarted);
      const { sessionId, userId, isAdmin, requested, provider, at } = command.data;
      const pkg = packageForCheckout(requested, isAdmin);
      const price = centsToEuroString(pkg.priceCents);
      return [{ type: 'CheckoutStarted', data: { sessionId, userId, packageId: pkg.id, credits: pkg.credits, price, provider, at } }];
    }
    case 'CompleteCheckout': {
      if (state.status === 'none') throw notFound(walletMessages.checkoutNotFound);
      if (state.status === 'completed') return [];
      const { sessionId, paymentId, at } = command.data;
      const { userId, credits, price, packageId, provider } = state;
      return [
        { type: 'CheckoutCompleted', data: { sessionId, userId, paymentId, at } },
        { type: 'CreditsPurchased', data: { userId, at, credits, price, packageId, paymentId, checkoutSessionId: sessionId, provider } },
      ];
    }
    default:
      return assertNever(command);
  }
};

export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutDecision> = {
  decide: decideCheckout,
  evolve: evolveCheckout,
  initialState: initialCheckoutState,
};

type CompletionStates = { checkout: CheckoutState; wallet: null };
type CompletionEvents = { checkout: CheckoutEvent; wallet: CreditsPurchased };

/**
 * Completing a checkout over its two streams: `CheckoutCompleted` on the checkout, decided on its
 * state, and `CreditsPurchased` on the buyer's wallet, whose state it never reads (adding credits
 * does not depend on the balance; the wallet is appended at any version).
 */
export const checkoutCompletionDecider: MultiStreamDecider<CompletionStates, CompletionEvents, CompleteCheckout> = {
  decide: (command, { checkout }) => {
    const decided = decideCheckout(command, checkout);
    return {
      checkout: decided.filter((e): e is CheckoutEvent => e.type !== 'CreditsPurchased'),
      wallet: decided.filter((e): e is CreditsPurchased => e.type === 'CreditsPurchased'),
    };
  },
  evolve: { checkout: evolveCheckout, wallet: () => null },
  initialState: { checkout: initialCheckoutState, wallet: () => null },
};
