import type { DomainEvent } from '../shared/decider';

/**
 * The wallet stream (`wallet-{userId}`): every change to a balance is one of these events, so a
 * balance is always the fold of its stream and the read models can be rebuilt from it.
 * Credits are whole numbers; prices are euro strings with 2 decimals ("149.90"), never floats.
 */
type WalletStamp = { userId: number; at: string };

/** Credits bought by card (or through the simulated provider, whose payment ids start with `sim_`). */
export type CreditsPurchased = DomainEvent<
  'CreditsPurchased',
  WalletStamp & {
    credits: number;
    price: string;
    packageId: string;
    /** The provider's payment id (Stripe's payment intent, or `sim_…`). */
    paymentId: string;
    /** The provider's checkout session: fulfilled exactly once. */
    checkoutSessionId: string;
    provider: 'stripe' | 'simulated';
  }
>;

/** Credits granted by an admin: with the PIN (`pin`), or the test buttons (`simulation`). */
export type CreditsAdded = DomainEvent<'CreditsAdded', WalletStamp & { credits: number; by: number; method: 'pin' | 'simulation' }>;

/** Credits paid for access to a practice; appended in one transaction with the access it pays for. */
export type CreditsSpent = DomainEvent<
  'CreditsSpent',
  WalletStamp & { credits: number; practiceId: number; accessType: 'base' | 'exclusive'; hours: number | null }
>;

/** What a reversal of a card payment is about: the reason, and the purchase it undoes. */
type ReversalOf = { reason: 'refund' | 'dispute'; paymentId: string; checkoutSessionId: string };

/** Credits of a refunded or disputed card payment taken back (never more than the balance). */
export type CreditsReversed = DomainEvent<'CreditsReversed', WalletStamp & ReversalOf & { credits: number }>;

/**
 * Credits of a refunded or disputed payment that could not be taken back, already spent: the
 * balance never goes below zero, so the account is flagged for an admin to settle.
 */
export type WalletFlagged = DomainEvent<'WalletFlagged', WalletStamp & ReversalOf & { creditsOwed: number }>;

export type WalletEvent = CreditsPurchased | CreditsAdded | CreditsSpent | CreditsReversed | WalletFlagged;

export const walletStreamId = (userId: number) => `wallet-${userId}`;
