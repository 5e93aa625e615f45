import type { DomainCommand } from '../shared/decider';
import type { CheckoutProvider } from './checkout.events';

/** An admin adds credits to a wallet: with the PIN (checked before), or the success page's test buttons. */
export type AddCredits = DomainCommand<
  'AddCredits',
  { userId: number; credits: number; by: number; method: 'pin' | 'simulation'; at: string }
>;

export type WalletCommand = AddCredits;

/** The package as the client names it (spec 7: body id, credits, price); checked against the catalogue. */
export type RequestedPackage = { id: string; credits: number; price: number | string };

export type StartCheckout = DomainCommand<
  'StartCheckout',
  { sessionId: string; userId: number; isAdmin: boolean; requested: RequestedPackage; provider: CheckoutProvider; at: string }
>;

/** The provider says the session is paid (a webhook, or the simulated confirmation). */
export type CompleteCheckout = DomainCommand<'CompleteCheckout', { sessionId: string; paymentId: string; at: string }>;

export type CheckoutCommand = StartCheckout | CompleteCheckout;
