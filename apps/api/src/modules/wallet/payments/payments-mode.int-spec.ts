import { Logger } from '@nestjs/common';
import { apiRoutes } from '@pratiche/contracts';
import { startApiProcess } from '../../../testing/api-process';
import { testWebhookSecret } from '../../../testing/stripe';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const simulatedWarning = /PAYMENTS_SIMULATED=true: payments are simulated/;

describe('production safety 1: the payment mode at start and in GET /api/config', () => {
  it('the API process refuses to start in production without Stripe or PAYMENTS_SIMULATED=true, and with a key but no webhook secret anywhere', async () => {
    const noStripe = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYMENTS_SIMULATED: '' };
    await expect(startApiProcess({ ...noStripe, NODE_ENV: 'production' })).rejects.toThrow(
      /Configuration error: NODE_ENV=production needs card payments: missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    await expect(startApiProcess({ ...noStripe, NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_abc' })).rejects.toThrow(
      /Configuration error: STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('PAYMENTS_SIMULATED=true: every start logs a warning, and /api/config tells the web app payments are simulated', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const warnings = () => warn.mock.calls.filter(([message]) => simulatedWarning.test(String(message)));
    let t: TestApp = await createTestApp({ config: { paymentsSimulated: true } });
    try {
      expect(warnings()).toHaveLength(1);
      t = await t.restart({ config: { paymentsSimulated: true } });
      expect(warnings()).toHaveLength(2);
      expect((await t.request().get(apiRoutes.appConfig).expect(200)).body.paymentsSimulated).toBe(true);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });

  it('with Stripe configured: no warning, and /api/config says payments are real', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const t = await createTestApp({ config: { stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: testWebhookSecret } });
    try {
      expect(warn.mock.calls.filter(([message]) => simulatedWarning.test(String(message)))).toEqual([]);
      expect((await t.request().get(apiRoutes.appConfig).expect(200)).body.paymentsSimulated).toBe(false);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
