import type Stripe from 'stripe';

/** What a verified Stripe event asks of the wallet; null when nothing (other types, an unpaid session). */
export type WebhookReport =
  | { kind: 'paid'; sessionId: string; paymentId: string }
  | { kind: 'reversal'; paymentId: string; reason: 'refund' | 'dispute'; reference: string; amountCents: number };

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The session a delivery reports as paid, or null when it asks for nothing. */
const paidSession = (event: Stripe.Event): Stripe.Checkout.Session | null => {
  if (event.type === 'checkout.session.completed') return event.data.object.payment_status === 'paid' ? event.data.object : null;
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
};

/**
 * Refunds and disputes name the charge; its `payment_intent` is the payment id a completed
 * checkout recorded. `charge.refunded` carries the charge's refunded total so far (partial
 * refunds add up), `charge.dispute.created` the disputed amount.
 */
const reversal = (event: Stripe.Event): WebhookReport | null => {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentId = idOf(charge.payment_intent);
    return paymentId ? { kind: 'reversal', paymentId, reason: 'refund', reference: charge.id, amountCents: charge.amount_refunded } : null;
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    const paymentId = idOf(dispute.payment_intent);
    return paymentId ? { kind: 'reversal', paymentId, reason: 'dispute', reference: dispute.id, amountCents: dispute.amount } : null;
  }
  return null;
};

export const webhookReport = (event: Stripe.Event): WebhookReport | null => {
  const session = paidSession(event);
  if (session) return { kind: 'paid', sessionId: session.id, paymentId: idOf(session.payment_intent) ?? session.id };
  return reversal(event);
};
