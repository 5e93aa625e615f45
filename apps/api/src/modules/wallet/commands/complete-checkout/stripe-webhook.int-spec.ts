import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, type RegisteredUser } from '../../../../testing/accounts';
import { checkoutSessionEvent, signWebhook, useStripeTestApp, type SessionEventOptions } from '../../../../testing/stripe';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/wallet/webhook (Stripe): fulfils a paid checkout exactly once', () => {
  const { t } = useStripeTestApp();

  /** A buyer who started a Standard checkout (50 credits, 79.90 EUR), and its Stripe session id. */
  const startedCheckout = async (): Promise<RegisteredUser & { sessionId: string }> => {
    const buyer = await createActiveUser(t);
    const res = await buyer.agent.post(apiRoutes.walletCheckout).send({ id: 'standard', credits: 50, price: 79.9 }).expect(200);
    return { ...buyer, sessionId: (res.body.url as string).split('/').pop()! };
  };

  const deliver = (payload: string, signature = signWebhook(payload)) =>
    t.request().post(apiRoutes.walletWebhook).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);

  const deliverFor = (sessionId: string, options?: SessionEventOptions) => deliver(checkoutSessionEvent(sessionId, options));

  const balanceOf = async (buyer: RegisteredUser) => (await buyer.agent.get(apiRoutes.user).expect(200)).body.walletBalance as number;
  const purchasesOf = async (userId: number) => (await readEvents(t, `wallet-${userId}`)).filter((e) => e.type === 'CreditsPurchased');
  const eventCount = async () => (await readEvents(t)).length;

  it('checkout.session.completed, paid: CreditsPurchased with the payment intent and the price; walletBalance on /api/user', async () => {
    const buyer = await startedCheckout();
    const res = await deliverFor(buyer.sessionId, { paymentIntent: 'pi_123' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, credited: true });
    expect(await balanceOf(buyer)).toBe(50);
    expect(await purchasesOf(buyer.user.id)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          userId: buyer.user.id,
          credits: 50,
          price: '79.90',
          packageId: 'standard',
          paymentId: 'pi_123',
          checkoutSessionId: buyer.sessionId,
          provider: 'stripe',
        }),
      }),
    ]);
    expect((await readEvents(t, `checkout-${buyer.sessionId}`)).map((e) => e.type)).toEqual(['CheckoutStarted', 'CheckoutCompleted']);
  });

  it('a signed webhook delivered 10 times concurrently credits once', async () => {
    const buyer = await startedCheckout();
    const payload = checkoutSessionEvent(buyer.sessionId);
    const signature = signWebhook(payload);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.credited)).toHaveLength(1);
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('two checkouts of one buyer paid at once, each delivered 5 times concurrently: each credited once (the wallet is appended at any version)', async () => {
    const buyer = await startedCheckout();
    const second = (await buyer.agent.post(apiRoutes.walletCheckout).send({ id: 'standard', credits: 50, price: 79.9 }).expect(200)).body.url as string;
    const sessions = [buyer.sessionId, second.split('/').pop()!];
    const deliveries = sessions.flatMap((sessionId) => {
      const payload = checkoutSessionEvent(sessionId, { paymentIntent: `pi_${sessionId}` });
      return Array.from({ length: 5 }, () => deliver(payload, signWebhook(payload)));
    });
    const answers = await Promise.all(deliveries);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.credited)).toHaveLength(2);
    expect((await purchasesOf(buyer.user.id)).map((e) => e.data.checkoutSessionId).sort()).toEqual([...sessions].sort());
    expect(await balanceOf(buyer)).toBe(100);
  });

  it('completed and async_payment_succeeded for one session, in any order and repeated: credited once', async () => {
    const buyer = await startedCheckout();
    await deliverFor(buyer.sessionId, { type: 'checkout.session.async_payment_succeeded' }).expect(200);
    await deliverFor(buyer.sessionId).expect(200);
    await deliverFor(buyer.sessionId, { type: 'checkout.session.async_payment_succeeded' }).expect(200);
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('completed but not yet paid (a delayed payment method) credits nothing; async_payment_succeeded then credits', async () => {
    const buyer = await startedCheckout();
    expect((await deliverFor(buyer.sessionId, { paymentStatus: 'unpaid' })).body).toEqual({ received: true });
    expect(await balanceOf(buyer)).toBe(0);
    await deliverFor(buyer.sessionId, { type: 'checkout.session.async_payment_succeeded' }).expect(200);
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('other event types are acknowledged and change nothing', async () => {
    const buyer = await startedCheckout();
    const before = await eventCount();
    expect((await deliverFor(buyer.sessionId, { type: 'checkout.session.expired' })).status).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it('a bad signature: 400 and nothing changes', async () => {
    const buyer = await startedCheckout();
    const payload = checkoutSessionEvent(buyer.sessionId);
    const before = await eventCount();
    const forged = signWebhook(payload, { secret: 'whsec_someone_else' });
    const res = await deliver(payload, forged);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Firma del webhook non valida');
    expect((await deliver(payload, 'not-a-signature')).status).toBe(400);
    expect((await t.request().post(apiRoutes.walletWebhook).set('Content-Type', 'application/json').send(payload)).status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(buyer)).toBe(0);
  });

  it('a body changed after signing: 400 and nothing changes', async () => {
    const buyer = await startedCheckout();
    const signature = signWebhook(checkoutSessionEvent(buyer.sessionId, { paymentStatus: 'unpaid' }));
    expect((await deliver(checkoutSessionEvent(buyer.sessionId), signature)).status).toBe(400);
    expect(await balanceOf(buyer)).toBe(0);
  });

  it('a timestamp older than 5 minutes (a replay): 400 and nothing changes', async () => {
    const buyer = await startedCheckout();
    const payload = checkoutSessionEvent(buyer.sessionId);
    const before = await eventCount();
    const res = await deliver(payload, signWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(res.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(buyer)).toBe(0);
  });

  it('a delivery signed 4 minutes ago is still inside the tolerance', async () => {
    const buyer = await startedCheckout();
    const payload = checkoutSessionEvent(buyer.sessionId);
    await deliver(payload, signWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 240 })).expect(200);
    expect(await balanceOf(buyer)).toBe(50);
  });

  it('a signed report about a session this app never started is acknowledged and credits nobody', async () => {
    const before = await eventCount();
    const res = await deliverFor('cs_test_unknown_session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, credited: false });
    expect(await eventCount()).toBe(before);
  });

  it("production safety 1: a paid session whose livemode is not the key's mode (live event, sk_test_ key) is acknowledged and credits nothing", async () => {
    const buyer = await startedCheckout();
    const before = await eventCount();
    const res = await deliverFor(buyer.sessionId, { livemode: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: 'livemode' });
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(buyer)).toBe(0);
  });

  it('the success page grants nothing: visiting it changes no balance', async () => {
    const buyer = await startedCheckout();
    await buyer.agent.get(`/wallet/success?test=true&session_id=${buyer.sessionId}`);
    expect(await balanceOf(buyer)).toBe(0);
  });

  it('the simulated confirmation is closed while Stripe is the provider (404)', async () => {
    const buyer = await startedCheckout();
    const res = await buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(buyer.sessionId));
    expect(res.status).toBe(404);
    expect(await balanceOf(buyer)).toBe(0);
  });
});

describe('POST /api/wallet/webhook without STRIPE_WEBHOOK_SECRET', () => {
  const t = useTestApp();

  it('refuses every delivery (400): nothing can be verified', async () => {
    const payload = checkoutSessionEvent('cs_test_x');
    const res = await t
      .request()
      .post(apiRoutes.walletWebhook)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signWebhook(payload))
      .send(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Webhook dei pagamenti non configurato');
  });
});
