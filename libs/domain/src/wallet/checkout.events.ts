import type { DomainEvent } from '../shared/decider';
import type { CreditPackageId } from './credit-packages';

/**
 * The checkout stream (`checkout-{providerSessionId}`, ARCHITECTURE.md section 4): a card payment
 * from the session's creation to its fulfilment. `CheckoutCompleted` is appended once, with the
 * stream's expected version, in the same transaction as the wallet's `CreditsPurchased`: however
 * often, concurrently or out of order the provider reports the payment, credits arrive once.
 */
export type CheckoutProvider = 'stripe' | 'simulated';

export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  {
    sessionId: string;
    userId: number;
    packageId: CreditPackageId;
    credits: number;
    /** Euro, 2 decimals ("149.90"): the catalogue's price, never the client's. */
    price: string;
    provider: CheckoutProvider;
    at: string;
  }
>;

export type CheckoutCompleted = DomainEvent<'CheckoutCompleted', { sessionId: string; userId: number; paymentId: string; at: string }>;

/** Why card money went back to the payer: a refund, or a dispute (chargeback) opened with the bank. */
export type PaymentReversalReason = 'refund' | 'dispute';

/**
 * Stripe reported money of a completed checkout going back (`charge.refunded`, `charge.dispute.created`).
 * `amountCents` is the charge's total refunded so far (refund) or the disputed amount of dispute
 * `reference` (dispute); `credits` is what this report adds to the credits due back, so a repeated
 * report (same refund total, same dispute) decides nothing.
 */
export type CheckoutPaymentReversed = DomainEvent<
  'CheckoutPaymentReversed',
  { sessionId: string; userId: number; paymentId: string; reason: PaymentReversalReason; reference: string; amountCents: number; credits: number; at: string }
>;

export type CheckoutEvent = CheckoutStarted | CheckoutCompleted | CheckoutPaymentReversed;

export const checkoutStreamId = (sessionId: string) => `checkout-${sessionId}`;
