import { randomUUID } from 'node:crypto';
import type { CheckoutSession, PaymentProvider } from './payment-provider';

export const SIMULATED_SESSION_PREFIX = 'sim_cs_';

/** The simulated payment id of a simulated session: one per session, so a repeated confirmation is the same payment. */
export const simulatedPaymentId = (sessionId: string) => `sim_pi_${sessionId.slice(SIMULATED_SESSION_PREFIX.length)}`;

/**
 * Without STRIPE_SECRET_KEY: no card is charged. The "checkout" is the web's confirmation page,
 * labelled as a simulation, which completes the purchase through the API; ids start with `sim_`.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly kind = 'simulated' as const;

  async createSession(): Promise<CheckoutSession> {
    const sessionId = `${SIMULATED_SESSION_PREFIX}${randomUUID()}`;
    return { sessionId, url: `/wallet/simulated-checkout?session=${encodeURIComponent(sessionId)}` };
  }
}
