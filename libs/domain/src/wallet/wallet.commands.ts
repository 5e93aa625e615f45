import type { DomainCommand } from '../shared/decider';
import type { CheckoutProvider } from './checkout.events';

/** An admin adds credits to a wallet: with the PIN (checked before), or the success page's test buttons. */
export type AddCredits = DomainCommand<'AddCredits', { userId: number; credits: number; by: number; method: 'pin' | 'simulation'; at: string }>;

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

/** Stripe reports a refund (the charge's refunded total) or a dispute (its id and amount) of a checkout's payment. */
export type ReversePayment = DomainCommand<
  'ReversePayment',
  { sessionId: string; reason: 'refund' | 'dispute'; reference: string; amountCents: number; at: string }
>;
