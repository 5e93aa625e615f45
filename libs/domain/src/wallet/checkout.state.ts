import { assertNever } from '../shared/decider';
import type { CheckoutEvent, CheckoutStarted } from './checkout.events';
import type { CreditsPurchased } from './wallet.events';

type Started = CheckoutStarted['data'];

export type CheckoutState =
  | { status: 'none' }
  | ({ status: 'started' } & Started)
  | ({ status: 'completed' } & Started & { paymentId: string });

export const initialCheckoutState = (): CheckoutState => ({ status: 'none' });

/** `CreditsPurchased` belongs to the wallet stream; the checkout's own completion is `CheckoutCompleted`. */
export function evolveCheckout(state: CheckoutState, event: CheckoutEvent | CreditsPurchased): CheckoutState {
  switch (event.type) {
    case 'CheckoutStarted':
      return { status: 'started', ...event.data };
    case 'CheckoutCompleted':
      return state.status === 'none' ? state : { ...state, status: 'completed', paymentId: event.data.paymentId };
    case 'CreditsPurchased':
      return state;
    default:
      return assertNever(event);
  }
}
