import { apiRoutes } from '@pratiche/contracts';
import { createActiveUser, readEvents, signInAsAdmin } from '../../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

describe('POST /api/wallet/simulate-add-credits (spec 2 /wallet/success admin buttons, spec 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("an admin adds 20, then 50, to the admin's own wallet", async () => {
    const admin = await signInAsAdmin(t);
    const before = (await admin.get(apiRoutes.user)).body.walletBalance as number;
    expect((await admin.post(apiRoutes.walletSimulateAddCredits).send({ amount: 20 })).body).toEqual({ message: 'Crediti aggiunti', walletBalance: before + 20 });
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
