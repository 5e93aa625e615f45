import { apiRoutes } from '@pratiche/contracts';
import { walletMessages } from '@pratiche/domain';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { createActiveUser, readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { useStripeTestApp } from '../../../../testing/stripe';
import { useTestApp, type TestApp } from '../../../../testing/test-app';

const standard = { id: 'standard', credits: 50, price: 79.9 };

const checkoutEvents = async (t: TestApp) => (await readEvents(t)).filter((e) => e.stream_id.startsWith('checkout-'));

describe('POST /api/wallet/checkout with STRIPE_SECRET_KEY (spec 7 Wallet): a Stripe Checkout session', () => {
  const { t, stripe } = useStripeTestApp();
  beforeEach(() => {
    stripe.requests.length = 0;
  });

  it('answers {url} of the session Stripe created, and asks Stripe for the catalogue price, the URLs and the metadata', async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await agent.post(apiRoutes.walletCheckout).send(standard);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/) });
    expect(stripe.requests).toHaveLength(1);
    const { form, path, headers } = stripe.requests[0]!;
    expect(path).toBe('/v1/checkout/sessions');
    expect(headers.authorization).toBe('Bearer sk_test_fake');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('7990');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('success_url')).toMatch(/^http:\/\/localhost:3000\/wallet\/success\?test=true&session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(form.get('cancel_url')).toBe('http://localhost:3000/wallet');
    expect(form.get('metadata[userId]')).toBe(String(user.id));
    expect(form.get('metadata[packageId]')).toBe('standard');
    const sessionId = res.body.url.split('/').pop();
    expect((await checkoutEvents(t)).at(-1)).toMatchObject({
      stream_id: `checkout-${sessionId}`,
      type: 'CheckoutStarted',
      data: { sessionId, userId: user.id, packageId: 'standard', credits: 50, price: '79.90', provider: 'stripe' },
    });
  });

  it('the price may come as the dialog shows it, a string with 2 decimals', async () => {
    const { agent } = await createActiveUser(t);
    expect((await agent.post(apiRoutes.walletCheckout).send({ ...standard, price: '79.90' })).status).toBe(200);
  });

  it.each([
    ['a tampered price', { id: 'standard', credits: 50, price: 0.5 }],
    ['tampered credits', { id: 'base', credits: 500, price: 19.9 }],
    ['an unknown package', { id: 'omaggio', credits: 50, price: 79.9 }],
  ])("%s: 400 'Pacchetto di crediti non valido', and Stripe is never asked", async (_label, body) => {
    const { agent } = await createActiveUser(t);
    const before = (await checkoutEvents(t)).length;
    const res = await agent.post(apiRoutes.walletCheckout).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pacchetto di crediti non valido');
    expect(stripe.requests).toHaveLength(0);
    expect(await checkoutEvents(t)).toHaveLength(before);
  });

  it('spec 6: the Test package is refused to a non-admin (403), Stripe never asked', async () => {
    const { agent } = await createActiveUser(t, { isCessionario: true });
    const res = await agent.post(apiRoutes.walletCheckout).send({ id: 'test', credits: 20, price: 0.5 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Il pacchetto Test è riservato agli amministratori');
    expect(stripe.requests).toHaveLength(0);
  });

  it('spec 6: an admin may buy the Test package (0.50 EUR)', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.post(apiRoutes.walletCheckout).send({ id: 'test', credits: 20, price: 0.5 });
    expect(res.status).toBe(200);
    expect(stripe.requests[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe('50');
  });

  it('spec 4: an account that is not active cannot buy credits (403 Account non attivo)', async () => {
    const { agent } = await registerUser(t);
    const res = await agent.post(apiRoutes.walletCheckout).send(standard);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Account non attivo');
    expect(stripe.requests).toHaveLength(0);
  });

  it('signed out: 401', async () => {
    expect((await t.request().post(apiRoutes.walletCheckout).send(standard)).status).toBe(401);
  });

  it('a body without the package fields: 400', async () => {
    const { agent } = await createActiveUser(t);
    expect((await agent.post(apiRoutes.walletCheckout).send({})).status).toBe(400);
  });
});

describe('POST /api/wallet/checkout without STRIPE_SECRET_KEY: the simulated provider', () => {
  const t = useTestApp();

  it('answers the local confirmation page with a sim_ session, recorded as simulated', async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await agent.post(apiRoutes.walletCheckout).send(standard);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/wallet\/simulated-checkout\?session=sim_cs_[0-9a-f-]{36}$/);
    const sessionId = new URLSearchParams(res.body.url.split('?')[1]).get('session');
    expect((await readEvents(t, `checkout-${sessionId}`))[0]).toMatchObject({
      type: 'CheckoutStarted',
      data: { userId: user.id, provider: 'simulated', price: '79.90' },
    });
  });
});

describe('production safety 11: starting a checkout is rate-limited per user (each one is a call to the card provider)', () => {
  const { t, stripe } = useStripeTestApp({ rateLimits: { checkoutStart: defaultRateLimits.checkoutStart } });

  it('15 parallel checkouts by one user: 10 reach Stripe, 5 answer 429 with Retry-After; another user is not affected', async () => {
    expect(defaultRateLimits.checkoutStart).toEqual({ points: 10, durationSeconds: 600 });
    const { agent } = await createActiveUser(t);
    const answers = await Promise.all(Array.from({ length: 15 }, () => agent.post(apiRoutes.walletCheckout).send(standard)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused.map((r) => r.body.message)).toEqual(Array(5).fill(walletMessages.tooManyCheckouts));
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(10);
    const other = await createActiveUser(t);
    expect((await other.agent.post(apiRoutes.walletCheckout).send(standard)).status).toBe(200);
  });
});
