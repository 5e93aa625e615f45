import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, type RegisteredUser } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('the simulated provider (no STRIPE_SECRET_KEY): the local confirmation completes the purchase', () => {
  const t = useTestApp();

  const startCheckout = async (buyer: RegisteredUser, body = { id: 'professionale', credits: 100, price: 149.9 }) => {
    const res = await buyer.agent.post(apiRoutes.walletCheckout).send(body).expect(200);
    return new URLSearchParams((res.body.url as string).split('?')[1]).get('session')!;
  };
  const balanceOf = async (buyer: RegisteredUser) => (await buyer.agent.get(apiRoutes.user).expect(200)).body.walletBalance as number;

  it('the page reads its session; confirming credits the package with a sim_ payment id', async () => {
    const buyer = await createActiveUser(t);
    const sessionId = await startCheckout(buyer);
    const page = await buyer.agent.get(apiRoutes.walletSimulatedCheckout(sessionId)).expect(200);
    expect(page.body).toEqual({ sessionId, packageTitle: 'Professionale', credits: 100, price: '149.90', completed: false });
    const res = await buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Pagamento simulato completato', walletBalance: 100 });
    expect(await balanceOf(buyer)).toBe(100);
    const [purchase] = (await readEvents(t, `wallet-${buyer.user.id}`)).filter((e) => e.type === 'CreditsPurchased');
    expect(purchase!.data).toMatchObject({ provider: 'simulated', paymentId: expect.stringMatching(/^sim_/), price: '149.90', credits: 100 });
    expect((await buyer.agent.get(apiRoutes.walletSimulatedCheckout(sessionId))).body.completed).toBe(true);
  });

  it('confirming twice, or 5 times at once, credits once', async () => {
    const buyer = await createActiveUser(t);
    const sessionId = await startCheckout(buyer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId))));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    await buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId)).expect(200);
    expect(await balanceOf(buyer)).toBe(100);
  });

  it("another user cannot read or confirm someone's session (404), and nobody is credited", async () => {
    const buyer = await createActiveUser(t);
    const other = await createActiveUser(t);
    const sessionId = await startCheckout(buyer);
    expect((await other.agent.get(apiRoutes.walletSimulatedCheckout(sessionId))).status).toBe(404);
    const res = await other.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Sessione di pagamento non trovata');
    expect([await balanceOf(buyer), await balanceOf(other)]).toEqual([0, 0]);
  });

  it('an unknown session: 404', async () => {
    const buyer = await createActiveUser(t);
    expect((await buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm('sim_cs_nessuna'))).status).toBe(404);
  });
});
