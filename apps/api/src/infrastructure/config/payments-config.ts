/** Card payments: Stripe with a key and its webhook secret, or the simulated provider. */
export type PaymentsConfig = {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Another address for Stripe's API (STRIPE_API_BASE, e.g. stripe-mock or a test fake); Stripe's own by default. */
  stripeApiBase: string | undefined;
  /** PAYMENTS_SIMULATED=true: the simulated provider chosen on purpose (a demo deployment); each start warns. */
  paymentsSimulated: boolean;
};

/** Secret (`sk_`) and restricted (`rk_`) keys name their mode; the webhook compares it with each event's `livemode`. */
const KEY_PATTERN = /^(sk|rk)_(live|test)_/;

/** True for a live-mode key (`sk_live_…`), false for a test-mode one (`sk_test_…`). */
export const stripeKeyLivemode = (secretKey: string): boolean => KEY_PATTERN.exec(secretKey)?.[2] === 'live';

const parseSimulated = (value: string | undefined): boolean => {
  const setting = value?.trim();
  if (!setting || setting === 'false') return false;
  if (setting === 'true') return true;
  throw new Error(`PAYMENTS_SIMULATED must be true or false, got '${value}'`);
};

/**
 * A production start never falls back to free credits by accident: it needs both Stripe settings,
 * or PAYMENTS_SIMULATED=true on purpose. A key without its webhook secret is refused everywhere
 * (payments would be taken and never credited). Elsewhere no key means the simulated provider.
 */
export const loadPaymentsConfig = (env: NodeJS.ProcessEnv): PaymentsConfig => {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  const paymentsSimulated = parseSimulated(env.PAYMENTS_SIMULATED);
  if (stripeSecretKey && paymentsSimulated) throw new Error('PAYMENTS_SIMULATED=true and STRIPE_SECRET_KEY are both set: choose one payment provider');
  if (stripeSecretKey && !KEY_PATTERN.test(stripeSecretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…; rk_ restricted keys also work)');
  }
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: payments would never be credited. Set STRIPE_WEBHOOK_SECRET too');
  }
  if (env.NODE_ENV === 'production' && !stripeSecretKey && !paymentsSimulated) {
    const missing = ['STRIPE_SECRET_KEY', ...(stripeWebhookSecret ? [] : ['STRIPE_WEBHOOK_SECRET'])];
    throw new Error(
      `NODE_ENV=production needs card payments: missing ${missing.join(' and ')}. ` +
        'Set both Stripe settings, or PAYMENTS_SIMULATED=true for a demo where no card is charged',
    );
  }
  return { stripeSecretKey, stripeWebhookSecret, stripeApiBase: env.STRIPE_API_BASE || undefined, paymentsSimulated };
};
