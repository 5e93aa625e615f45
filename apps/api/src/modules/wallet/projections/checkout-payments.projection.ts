import type { CheckoutCompleted } from '@pratiche/domain';
import { defineProjection } from '../../../infrastructure/projections/projection';

/**
 * `checkout_payments`: the checkout each provider payment completed. Stripe reports refunds and
 * disputes by charge, whose `payment_intent` is the payment id `CheckoutCompleted` recorded; this
 * finds the checkout (and so the credits) that payment bought.
 */
export const checkoutPaymentsProjection = defineProjection({
  name: 'checkout_payments',
  version: 1,
  tables: ['checkout_payments'],
  schema: `
    CREATE TABLE checkout_payments (
      payment_id text PRIMARY KEY,
      session_id text NOT NULL
    )
  `,
  handles: ['CheckoutCompleted'],
  apply: async (recorded, tx) => {
    const { paymentId, sessionId } = recorded.data as CheckoutCompleted['data'];
    await tx.query('INSERT INTO checkout_payments (payment_id, session_id) VALUES ($1, $2) ON CONFLICT (payment_id) DO NOTHING', [paymentId, sessionId]);
  },
});
