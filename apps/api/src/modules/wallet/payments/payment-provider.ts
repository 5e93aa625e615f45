import type { CheckoutProvider, CreditPackage } from '@pratiche/domain';

export type CheckoutSessionRequest = { userId: number; pkg: CreditPackage };

/** A hosted checkout: where the browser goes to pay, and the session id its payment will report. */
export type CheckoutSession = { sessionId: string; url: string };

/** Stripe with STRIPE_SECRET_KEY, else the simulated provider (README: "Payment providers"). */
export interface PaymentProvider {
  readonly kind: CheckoutProvider;
  createSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
