import { assertNever } from '../shared/decider';
import type { CheckoutEvent, CheckoutStarted } from './checkout.events';
import type { CreditsPurchased } from './wallet.events';

type Started = CheckoutStarted['data'];

/** Money of a completed checkout gone back to the payer, and the credits already due back for it. */
export type CheckoutReversals = {
  /** The charge's refunded total, as Stripe last reported it. */
  refundedCents: number;
  /** Disputed amount per dispute id. */
  disputedCents: Record<string, number>;
  /** Credits due back so far (taken from the wallet, or owed when the balance did not allow). */
  creditsDue: number;
};

export type CheckoutState =
  { status: 'none' } | ({ status: 'started' } & Started) | ({ status: 'completed' } & Started & { paymentId: string; reversals: CheckoutReversals });

export const initialCheckoutState = (): CheckoutState => ({ status: 'none' });

const noReversals = (): CheckoutReversals => ({ refundedCents: 0, disputedCents: {}, creditsDue: 0 });

const withReversal = (reversals: CheckoutReversals, data: Extract<CheckoutEvent, { type: 'CheckoutPaymentReversed' }>['data']): CheckoutReversals => ({
  refundedCents: data.reason === 'refund' ? Math.max(reversals.refundedCents, data.amountCents) : reversals.refundedCents,
  disputedCents: data.reason === 'dispute' ? { ...reversals.disputedCents, [data.reference]: data.amountCents } : reversals.disputedCents,
  creditsDue: reversals.creditsDue + data.credits,
});

/** `CreditsPurchased` belongs to the wallet stream; the checkout's own completion is `CheckoutCompleted`. */
export function evolveCheckout(state: CheckoutState, event: CheckoutEvent | CreditsPurchased): CheckoutState {
  switch (event.type) {
    case 'CheckoutStarted':
      return { status: 'started', ...event.data };
    case 'CheckoutCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed', paymentId: event.data.paymentId, reversals: noReversals() };
    case 'CheckoutPaymentReversed':
      return state.status === 'completed' ? { ...state, reversals: withReversal(state.reversals, event.data) } : state;
    case 'CreditsPurchased':
      return state;
    default:
      return assertNever(event);
  }
}
