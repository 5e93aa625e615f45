import { loadConfig } from './app-config';
import { stripeKeyLivemode } from './payments-config';

const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('production safety 1: payments never fall back to the simulated provider silently', () => {
  describe('NODE_ENV=production', () => {
    const production = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'production', ...env });

    it('starts with both Stripe settings', () => {
      expect(production(stripe)).toMatchObject({ stripeSecretKey: 'sk_live_abc', stripeWebhookSecret: 'whsec_abc', paymentsSimulated: false });
    });

    it('starts with PAYMENTS_SIMULATED=true set on purpose, and no Stripe setting', () => {
      expect(production({ PAYMENTS_SIMULATED: 'true' })).toMatchObject({ stripeSecretKey: undefined, paymentsSimulated: true });
    });

    it('refuses to start with neither, naming both missing settings and the way out', () => {
      expect(() => production({})).toThrow(/missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.*PAYMENTS_SIMULATED=true/);
      expect(() => production({ PAYMENTS_SIMULATED: 'false' })).toThrow(/missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    });

    it('refuses a webhook secret without a key, naming the key', () => {
      expect(() => production({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/missing STRIPE_SECRET_KEY\. /);
    });

    it('refuses a key without the webhook secret', () => {
      expect(() => production({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/);
    });
  });

  describe('outside production (npm start, npm run seed, tests)', () => {
    it('the simulated provider stays the default when no Stripe key is set', () => {
      expect(loadConfig({})).toMatchObject({ stripeSecretKey: undefined, stripeWebhookSecret: undefined, paymentsSimulated: false });
      expect(loadConfig({ NODE_ENV: 'development', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripeSecretKey).toBeUndefined();
    });

    it('a test-mode key with its webhook secret is Stripe', () => {
      expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripeSecretKey).toBe('sk_test_abc');
    });

    it('a key without the webhook secret is refused in every mode', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(/without STRIPE_WEBHOOK_SECRET/);
    });
  });

  it('a key and PAYMENTS_SIMULATED=true together are refused: one provider, chosen on purpose', () => {
    expect(() => loadConfig({ ...stripe, PAYMENTS_SIMULATED: 'true' })).toThrow(/PAYMENTS_SIMULATED=true and STRIPE_SECRET_KEY are both set/);
  });

  it('PAYMENTS_SIMULATED accepts only true or false', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_SIMULATED: 'yes' })).toThrow(/PAYMENTS_SIMULATED must be true or false, got 'yes'/);
  });

  it('a key that names no mode is refused (the webhook compares the mode with each event)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/must be a Stripe secret key/);
  });

  it("the key's mode: sk_live_/rk_live_ are live, sk_test_/rk_test_ are test", () => {
    expect(['sk_live_a', 'rk_live_a', 'sk_test_a', 'rk_test_a'].map(stripeKeyLivemode)).toEqual([true, true, false, false]);
  });
});
