import type Stripe from 'stripe';
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider } from './payment-provider';

/**
 * Stripe Checkout (hosted page). The success page only says the payment went through: credits
 * come from the webhook. In test mode (`sk_test_` keys) the success URL carries `test=true`, so
 * the page warns that a webhook may not reach a development machine.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
    private readonly testMode: boolean,
  ) {}

  async createSession({ userId, pkg }: CheckoutSessionRequest): Promise<CheckoutSession> {
    const success = new URL('/wallet/success', this.publicUrl);
    if (this.testMode) success.searchParams.set('test', 'true');
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: pkg.priceCents,
            product_data: { name: `Pacchetto ${pkg.title}: ${pkg.credits} crediti` },
          },
        },
      ],
      // Stripe fills the placeholder in; the page never uses it to grant anything.
      success_url: `${success.toString()}${this.testMode ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: new URL('/wallet', this.publicUrl).toString(),
      client_reference_id: String(userId),
      metadata: { userId: String(userId), packageId: pkg.id, credits: String(pkg.credits) },
    });
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return { sessionId: session.id, url: session.url };
  }
}
