import type Stripe from 'stripe';
import type { Clock } from '../../../infrastructure/clock/clock';
import { ApiError } from '../../../infrastructure/http/api-error';

/** Stripe's default: a signed delivery older than 5 minutes is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const webhookMessages = {
  notConfigured: 'Webhook dei pagamenti non configurato',
  badSignature: 'Firma del webhook non valida',
} as const;

/**
 * Checks `Stripe-Signature` over the exact bytes received (express.json keeps them as
 * `rawBody`), with STRIPE_WEBHOOK_SECRET and the 5-minute tolerance against the app's clock.
 * `livemode` is the key's mode (`sk_live_` true, `sk_test_` false; undefined without a key).
 */
export class StripeWebhookVerifier {
  constructor(
    private readonly secret: string | undefined,
    private readonly clock: Clock,
    private readonly livemode: boolean | undefined,
  ) {}

  /** A signed event of the other mode (a test event on a live key, or the reverse) must credit nothing. */
  matchesKeyMode(event: Stripe.Event): boolean {
    return this.livemode !== undefined && event.livemode === this.livemode;
  }

  /** Async for the SDK, loaded with the first delivery rather than when the app boots. */
  async verify(rawBody: Buffer | undefined, signature: string | undefined): Promise<Stripe.Event> {
    if (!this.secret) throw new ApiError(400, webhookMessages.notConfigured);
    if (!rawBody || !signature) throw new ApiError(400, webhookMessages.badSignature);
    const { default: Stripe } = await import('stripe');
    try {
      // `receivedAt` is in milliseconds (the library divides it), unlike the header's timestamp.
      return Stripe.webhooks.constructEvent(rawBody, signature, this.secret, WEBHOOK_TOLERANCE_SECONDS, undefined, this.clock().getTime());
    } catch {
      throw new ApiError(400, webhookMessages.badSignature);
    }
  }
}

export const STRIPE_WEBHOOK_VERIFIER = Symbol('STRIPE_WEBHOOK_VERIFIER');
