import { apiMessages, apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, signInAsAdmin } from '../../../../testing/accounts';
import { stripeTestConfig } from '../../../../testing/stripe';
import { useTestApp } from '../../../../testing/test-app';

describe('POST /api/wallet/simulate-add-credits with the simulated provider (spec 2 /wallet/success admin buttons, spec 6; production safety 3)', () => {
  const t = useTestApp();

  it("an admin adds 20, then 50, to the admin's own wallet", async () => {
    const admin = await signInAsAdmin(t);
    const before = (await admin.get(apiRoutes.user)).body.walletBalance as number;
    expect((await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 20 })).body).toEqual({
      message: 'Crediti aggiunti',
      walletBalance: before + 20,
    });
    expect((await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 50 })).body.walletBalance).toBe(before + 70);
    expect((await readEvents(t, 'wallet-1')).slice(-2).map((e) => e.data)).toEqual([
      expect.objectContaining({ credits: 20, by: 1, method: 'simulation' }),
      expect.objectContaining({ credits: 50, by: 1, method: 'simulation' }),
    ]);
  });

  it.each([10, 100, '20', 0])("only 20 or 50: %j is refused (400 'Crediti di test: scegli 20 o 50')", async (amount) => {
    const admin = await signInAsAdmin(t);
    const res = await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Crediti di test: scegli 20 o 50');
  });

  it('a non-admin: 403 and nothing added', async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await agent.post(apiRoutes.walletSimulateAddCredits).send({ amount: 50 });
    expect(res.status).toBe(403);
    expect(await readEvents(t, `wallet-${user.id}`)).toEqual([]);
  });
});

describe('production safety 3: the test credits exist only with the simulated provider', () => {
  const t = useTestApp({ config: stripeTestConfig() });

  it("with Stripe the route is not there: 404 with the API's not-found answer, for the admin as for anyone, and nothing added", async () => {
    const admin = await signInAsAdmin(t);
    const before = await readEvents(t, 'wallet-1');
    const res = await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 50 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(apiMessages.notFound);
    const unknownRoute = await admin.post('/api/wallet/no-such-route').send({ amount: 50 });
    expect([unknownRoute.status, unknownRoute.body.message]).toEqual([404, apiMessages.notFound]);
    const { agent } = await createActiveUser(t);
    expect((await agent.post(apiRoutes.walletSimulateAddCredits).send({ amount: 50 })).status).toBe(404);
    expect(await readEvents(t, 'wallet-1')).toEqual(before);
  });
});
