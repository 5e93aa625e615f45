import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, signInAsAdmin, type RegisteredUser } from '../../../../testing/accounts';
import { fundWallet } from '../../../../testing/marketplace';
import { chargeRefundedEvent, checkoutSessionEvent, disputeCreatedEvent, signWebhook, useStripeTestApp } from '../../../../testing/stripe';
import { appendSpending } from '../../../../testing/wallet';

/** Standard package: 50 credits for 79.90 EUR. */
const PRICE_CENTS = 7990;

describe('production safety 13: Stripe refunds and disputes take the credits back (POST /api/wallet/webhook)', () => {
  const { t } = useStripeTestApp();

  const deliver = (payload: string) =>
    t.request().post(apiRoutes.walletWebhook).set('Content-Type', 'application/json').set('Stripe-Signature', signWebhook(payload)).send(payload);

  /** A buyer whose Standard checkout was paid with `pi_{n}` and credited (50 credits). */
  let purchases = 0;
  const paidBuyer = async (): Promise<RegisteredUser & { paymentIntent: string; sessionId: string }> => {
    const buyer = await createActiveUser(t);
    const res = await buyer.agent.post(apiRoutes.walletCheckout).send({ id: 'standard', credits: 50, price: 79.9 }).expect(200);
    const sessionId = (res.body.url as string).split('/').pop()!;
    const paymentIntent = `pi_reversal_${++purchases}`;
    expect((await deliver(checkoutSessionEvent(sessionId, { paymentIntent }))).body).toEqual({ received: true, credited: true });
    return { ...buyer, paymentIntent, sessionId };
  };
  const balanceOf = async (buyer: RegisteredUser) => (await buyer.agent.get(apiRoutes.user).expect(200)).body.walletBalance as number;
  const walletEvents = async (buyer: RegisteredUser, type: string) => (await readEvents(t, `wallet-${buyer.user.id}`)).filter((e) => e.type === type);
  const eventCount = async () => (await readEvents(t)).length;

  it('a full refund records the reversal on the checkout and takes the 50 credits back; the history shows it', async () => {
    const buyer = await paidBuyer();
    const res = await deliver(chargeRefundedEvent(buyer.paymentIntent, PRICE_CENTS, PRICE_CENTS));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, reversed: true });
    expect(await balanceOf(buyer)).toBe(0);
    expect((await walletEvents(buyer, 'CreditsReversed')).map((e) => e.data)).toEqual([
      expect.objectContaining({ credits: 50, reason: 'refund', paymentId: buyer.paymentIntent, checkoutSessionId: buyer.sessionId }),
    ]);
    expect((await readEvents(t, `checkout-${buyer.sessionId}`)).map((e) => e.type)).toEqual([
      'CheckoutStarted',
      'CheckoutCompleted',
      'CheckoutPaymentReversed',
    ]);
    const [latest] = (await buyer.agent.get(apiRoutes.walletTransactions).expect(200)).body;
    expect(latest).toMatchObject({
      type: 'credit_spend',
      amount: -50,
      stripePaymentId: buyer.paymentIntent,
      typeLabel: 'Crediti ripresi: pagamento rimborsato',
    });
  });

  it('the same refund delivered twice, then 10 times in parallel, takes the credits back once', async () => {
    const buyer = await paidBuyer();
    await fundWallet(t, buyer.user.id, 100); // a balance of 150, so a second take would show
    const payload = chargeRefundedEvent(buyer.paymentIntent, PRICE_CENTS, PRICE_CENTS);
    await deliver(payload).expect(200);
    await deliver(payload).expect(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await walletEvents(buyer, 'CreditsReversed')).toHaveLength(1);
    expect(await balanceOf(buyer)).toBe(100);
  });

  it('10 parallel first deliveries of one dispute take the credits back once', async () => {
    const buyer = await paidBuyer();
    await fundWallet(t, buyer.user.id, 100);
    const payload = disputeCreatedEvent(buyer.paymentIntent, `dp_parallel_${buyer.user.id}`, PRICE_CENTS);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.reversed)).toHaveLength(1);
    expect((await walletEvents(buyer, 'CreditsReversed')).map((e) => e.data)).toEqual([expect.objectContaining({ credits: 50, reason: 'dispute' })]);
    expect(await balanceOf(buyer)).toBe(100);
  });

  it('partial refunds take back credits in proportion, rounded up, and never more than the package', async () => {
    const buyer = await paidBuyer();
    await deliver(chargeRefundedEvent(buyer.paymentIntent, 3995, PRICE_CENTS)).expect(200); // half: 25 credits
    expect(await balanceOf(buyer)).toBe(25);
    await deliver(chargeRefundedEvent(buyer.paymentIntent, 3995, PRICE_CENTS)).expect(200); // the same total again: nothing
    expect(await balanceOf(buyer)).toBe(25);
    await deliver(chargeRefundedEvent(buyer.paymentIntent, PRICE_CENTS, PRICE_CENTS)).expect(200); // the rest
    expect(await balanceOf(buyer)).toBe(0);
    await deliver(disputeCreatedEvent(buyer.paymentIntent, `dp_after_${buyer.user.id}`, PRICE_CENTS)).expect(200);
    expect((await walletEvents(buyer, 'CreditsReversed')).map((e) => e.data.credits)).toEqual([25, 25]);
    expect(await walletEvents(buyer, 'WalletFlagged')).toEqual([]);
  });

  it('credits already spent: the balance goes to zero, never below, and the rest flags the account for the admin', async () => {
    const buyer = await paidBuyer();
    await appendSpending(t, buyer.user.id, 40, 7, null);
    await deliver(disputeCreatedEvent(buyer.paymentIntent, `dp_spent_${buyer.user.id}`, PRICE_CENTS)).expect(200);
    expect(await balanceOf(buyer)).toBe(0);
    expect((await walletEvents(buyer, 'CreditsReversed')).map((e) => e.data.credits)).toEqual([10]);
    expect((await walletEvents(buyer, 'WalletFlagged')).map((e) => e.data)).toEqual([
      expect.objectContaining({ creditsOwed: 40, reason: 'dispute', paymentId: buyer.paymentIntent }),
    ]);
    const admin = await signInAsAdmin(t);
    const history = await admin.get(apiRoutes.adminHistory('wallet', buyer.user.id)).expect(200);
    expect(JSON.stringify(history.body)).toContain('Da verificare: 40 crediti');
  });

  it('a refund of a payment this app never credited is acknowledged (200) and changes nothing', async () => {
    const before = await eventCount();
    const res = await deliver(chargeRefundedEvent('pi_unknown_to_us', 1000, 1000));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, reversed: false });
    expect(await eventCount()).toBe(before);
  });

  it('a refund of the other mode (livemode true on an sk_test_ key) is acknowledged and takes nothing back', async () => {
    const buyer = await paidBuyer();
    const before = await eventCount();
    const res = await deliver(chargeRefundedEvent(buyer.paymentIntent, PRICE_CENTS, PRICE_CENTS, { livemode: true }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, ignored: 'livemode' });
    expect(await eventCount()).toBe(before);
    expect(await balanceOf(buyer)).toBe(50);
  });
});
