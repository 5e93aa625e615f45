import type Stripe from 'stripe';
import type { AppConfig } from '../../../infrastructure/config/app-config';

/**
 * Stripe's SDK pointed at STRIPE_API_BASE when set (stripe-mock, the tests' local fake), else at
 * Stripe. Loaded here: an app without STRIPE_SECRET_KEY never evaluates it.
 */
export const createStripeClient = async (secretKey: string, apiBase: string | undefined): Promise<Stripe> => {
  const { default: Stripe } = await import('stripe');
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
};

export const stripeClientFrom = async (config: AppConfig): Promise<Stripe | null> =>
  config.stripeSecretKey ? createStripeClient(config.stripeSecretKey, config.stripeApiBase) : null;
