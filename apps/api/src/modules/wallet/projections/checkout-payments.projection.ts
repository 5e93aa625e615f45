import type { CheckoutCompleted } from '@pratiche/domain';
import { defineFoldProjection } from '../../../infrastructure/projections/fold-projection';

export type CheckoutPaymentRow = { paymentId: string; sessionId: string };

/**
 * `checkout_payments`: the checkout each provider payment completed. Stripe reports refunds and
 * disputes by charge, whose `payment_intent` is the payment id `CheckoutCompleted` recorded; this
 * finds the checkout (and so the credits) that payment bought: the first one it completed.
 */
export const checkoutPaymentsProjection = defineFoldProjection<CheckoutPaymentRow>({
  name: 'checkout_payments',
  version: 2,
  table: 'checkout_payments',
  schema: `
    CREATE TABLE checkout_payments (
      payment_id text PRIMARY KEY,
      session_id text NOT NULL
    )
  `,
  handles: ['CheckoutCompleted'],
  columns: { paymentId: 'payment_id', sessionId: 'session_id' },
  primaryKey: ['paymentId'],
  key: (event) => (event.data as CheckoutCompleted['data']).paymentId,
  current: 'payment_id = $1',
  opens: ['CheckoutCompleted'],
  keeps: ['sessionId'],
  evolve: (_, event) => {
    const { paymentId, sessionId } = event.data as CheckoutCompleted['data'];
    return { paymentId, sessionId };
  },
});
