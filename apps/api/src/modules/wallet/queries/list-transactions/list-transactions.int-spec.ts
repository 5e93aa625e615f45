import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { testAdmin, useTestApp } from '../../../../testing/test-app';
import { appendSpending } from '../../../../testing/wallet';

describe('GET /api/wallet/transactions (spec 3 "transactions", spec 7 Wallet)', () => {
  const t = useTestApp();

  it("the caller's own transactions, newest first, with type, typeLabel, payment id and price", async () => {
    const buyer = await createActiveUser(t, { isCedente: false, isCessionario: true });
    const other = await createActiveUser(t);
    const admin = await signInAsAdmin(t);
    const checkout = await buyer.agent.post(apiRoutes.walletCheckout).send({ id: 'standard', credits: 50, price: 79.9 }).expect(200);
    const sessionId = new URLSearchParams(checkout.body.url.split('?')[1]).get('session')!;
    await buyer.agent.post(apiRoutes.walletSimulatedCheckoutConfirm(sessionId)).expect(200);
    await admin.patch(apiRoutes.adminUserCredits(buyer.user.id)).send({ amount: 30, pin: testAdmin.pin, operation: 'add' }).expect(200);
    await admin.patch(apiRoutes.adminUserCredits(other.user.id)).send({ amount: 5, pin: testAdmin.pin, operation: 'add' }).expect(200);
    await appendSpending(t, buyer.user.id, 100, 12, 24);
    await appendSpending(t, buyer.user.id, 10, 13, null);

    const res = await buyer.agent.get(apiRoutes.walletTransactions);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({ type: 'credit_spend', amount: -10, stripePaymentId: 'N/A', price: null, typeLabel: 'Accesso base alla pratica #13' }),
      expect.objectContaining({ type: 'credit_spend', amount: -100, typeLabel: 'Esclusiva 24 ore sulla pratica #12' }),
      expect.objectContaining({ type: 'admin_credit_add', amount: 30, stripePaymentId: 'N/A', price: null, typeLabel: "Crediti aggiunti dall'amministratore" }),
      {
        id: expect.any(Number),
        userId: buyer.user.id,
        type: 'credit_purchase',
        amount: 50,
        stripePaymentId: expect.stringMatching(/^sim_/),
        status: 'completed',
        price: '79.90',
        createdAt: expect.any(String),
        typeLabel: 'Acquisto crediti',
      },
    ]);
    expect(res.body.every((row: { userId: number }) => row.userId === buyer.user.id)).toBe(true);
    expect((await buyer.agent.get(apiRoutes.user)).body.walletBalance).toBe(50 + 30 - 100 - 10);
  });

  it('the test buttons show as simulated purchases: a sim_ id and no price', async () => {
    const admin = await signInAsAdmin(t);
    await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 20 }).expect(200);
    const [latest] = (await admin.get(apiRoutes.walletTransactions)).body;
    expect(latest).toMatchObject({ type: 'credit_purchase', amount: 20, stripePaymentId: expect.stringMatching(/^sim_/), price: null });
  });

  it('someone with no wallet events gets an empty list', async () => {
    const { agent } = await createActiveUser(t);
    expect((await agent.get(apiRoutes.walletTransactions)).body).toEqual([]);
  });
});
