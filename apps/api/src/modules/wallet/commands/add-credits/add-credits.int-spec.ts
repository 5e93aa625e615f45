import { apiRoutes } from '@pratiche/contracts';
import { RateLimiters } from '../../../../infrastructure/http/rate-limits';
import { createActiveUser, readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { createAdmin } from '../../../../testing/admins';
import { testAdmin, useTestApp } from '../../../../testing/test-app';

describe('PATCH /api/admin/users/:id/credits (spec 7 Admin, spec 5 "Add credits (admin)")', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });
  // The locks are per admin, per target and for all admins: each test starts unlocked (targets are new users).
  beforeEach(async () => {
    const limiters = t.app.get(RateLimiters);
    await limiters.reset('adminPin', 'admin:1');
    await limiters.reset('adminPinAll', 'add-credits');
  });

  const addCredits = (userId: number, body: Record<string, unknown>) => admin.patch(apiRoutes.adminUserCredits(userId)).send(body);
  const add = (userId: number, amount: unknown, pin: string = testAdmin.pin) => addCredits(userId, { amount, pin, operation: 'add' });
  const walletEvents = async (userId: number) => readEvents(t, `wallet-${userId}`);

  it('the right PIN adds the credits: CreditsAdded records which admin added how much; the user answers with the balance', async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await add(user.id, 100);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, walletBalance: 100 });
    expect((await walletEvents(user.id)).map((e) => ({ type: e.type, data: e.data, actor: e.metadata.actorId }))).toEqual([
      { type: 'CreditsAdded', data: expect.objectContaining({ userId: user.id, credits: 100, by: 1, method: 'pin' }), actor: 1 },
    ]);
    expect((await agent.get(apiRoutes.user)).body.walletBalance).toBe(100);
    await add(user.id, '25').expect(200);
    expect((await agent.get(apiRoutes.user)).body.walletBalance).toBe(125);
  });

  it('spec 5: the amount is an integer, as a number or as digits', async () => {
    const { user } = await createActiveUser(t);
    await add(user.id, ' 30 ').expect(200);
    await add(user.id, 12).expect(200);
    await add(user.id, 1_000_000).expect(200);
    expect((await walletEvents(user.id)).map((e) => e.data.credits)).toEqual([30, 12, 1_000_000]);
  });

  it.each([['1e3'], ['12abc'], ['30 crediti'], [5e-7], [1e21], [12.9], ['-5'], [-5], [0], [true], [[7]]])(
    "production safety 7: admin credit amount %j is not a plain positive integer: 400 'Inserire un importo valido maggiore di zero', nothing added",
    async (amount) => {
      const { user } = await createActiveUser(t);
      const res = await add(user.id, amount);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Inserire un importo valido maggiore di zero');
      expect(await walletEvents(user.id)).toEqual([]);
    },
  );

  it('production safety 7: above 1,000,000 credits per operation: 400, nothing added', async () => {
    const { user } = await createActiveUser(t);
    for (const amount of [1_000_001, '1000001']) {
      const res = await add(user.id, amount);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Importo troppo alto: al massimo 1.000.000 di crediti per operazione');
    }
    expect(await walletEvents(user.id)).toEqual([]);
  });

  it.each([['abc'], [0], [-10], [''], [null]])(
    "spec 5: amount %j (non-numeric becomes 0): 400 'Inserire un importo valido maggiore di zero', no PIN attempt used",
    async (amount) => {
      const { user } = await createActiveUser(t);
      const res = await add(user.id, amount, '000000');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Inserire un importo valido maggiore di zero');
      expect(await walletEvents(user.id)).toEqual([]);
    },
  );

  it("spec 5: the PIN is required: 'Inserire il PIN di sicurezza'", async () => {
    const { user } = await createActiveUser(t);
    for (const body of [
      { amount: 10, operation: 'add' },
      { amount: 10, pin: '', operation: 'add' },
    ]) {
      const res = await addCredits(user.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Inserire il PIN di sicurezza');
    }
  });

  it("an operation other than 'add' is refused (400)", async () => {
    const { user } = await createActiveUser(t);
    expect((await addCredits(user.id, { amount: 10, pin: testAdmin.pin, operation: 'remove' })).status).toBe(400);
  });

  it('a wrong PIN: 403, nothing added', async () => {
    const { user } = await createActiveUser(t);
    const res = await add(user.id, 100, '999999');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('PIN di sicurezza non corretto');
    expect(await walletEvents(user.id)).toEqual([]);
  });

  it('5 wrong PINs lock the operation for that admin: the right PIN is then refused too (429)', async () => {
    const { user } = await createActiveUser(t);
    for (let i = 0; i < 5; i++) expect((await add(user.id, 10, '111111')).status).toBe(403);
    const locked = await add(user.id, 10);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Troppi PIN errati: l'aggiunta di crediti è bloccata per 15 minuti");
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await walletEvents(user.id)).toEqual([]);
  });

  it('10 parallel wrong PINs: at most 5 are checked (403), the others refused (429), and the operation stays locked', async () => {
    const { user } = await createActiveUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(user.id, 10, '111111')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(403), ...Array(5).fill(429)]);
    expect((await add(user.id, 10)).status).toBe(429);
    expect(await walletEvents(user.id)).toEqual([]);
  });

  it('a right PIN does not use up an attempt: 4 wrong, a right one, and the next wrong one is still checked', async () => {
    const { user } = await createActiveUser(t);
    for (let i = 0; i < 4; i++) await add(user.id, 10, '111111').expect(403);
    await add(user.id, 10).expect(200);
    expect((await add(user.id, 10, '111111')).status).toBe(403);
    expect((await add(user.id, 10)).status).toBe(429);
  });

  it('production safety 12: 5 wrong PINs at one target lock that target for every admin, a newly promoted one too', async () => {
    const { user } = await createActiveUser(t);
    for (let i = 0; i < 5; i++) expect((await add(user.id, 10, '111111')).status).toBe(403);
    await t.app.get(RateLimiters).reset('adminPin', 'admin:1');
    const promoted = await createAdmin(t);
    const other = await promoted.agent.patch(apiRoutes.adminUserCredits(user.id)).send({ amount: 10, pin: testAdmin.pin, operation: 'add' });
    expect(other.status).toBe(429);
    expect(other.body.message).toBe("Troppi PIN errati: l'aggiunta di crediti è bloccata per 15 minuti");
    expect((await add(user.id, 10)).status).toBe(429);
    expect(await walletEvents(user.id)).toEqual([]);
  });

  it('production safety 12: wrong PINs by several admins at several targets count together: the 11th guess is refused', async () => {
    const admins = [admin, (await createAdmin(t)).agent, (await createAdmin(t)).agent];
    const targets = await Promise.all(Array.from({ length: 4 }, () => createActiveUser(t)));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await admins[i % 3]!.patch(apiRoutes.adminUserCredits(targets[i % 4]!.user.id)).send({ amount: 10, pin: '111111', operation: 'add' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(403), 429, 429]);
    const fresh = await createActiveUser(t);
    expect((await add(fresh.user.id, 10)).status).toBe(429);
  });

  it('production safety 3: an admin cannot add credits to their own account with the PIN: 403, no PIN attempt used', async () => {
    const res = await add(1, 10, '111111');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Non puoi aggiungere crediti al tuo account: deve farlo un altro amministratore');
    expect((await add(1, 10)).status).toBe(403);
    expect(await walletEvents(1)).toEqual([]);
    const { user } = await createActiveUser(t);
    await add(user.id, 10).expect(200);
  });

  it('an unknown user: 404 Utente non trovato', async () => {
    const res = await add(999_999, 10);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Utente non trovato');
  });

  it('a pending user may receive credits from the administration', async () => {
    const { user } = await registerUser(t);
    expect((await add(user.id, 10)).body.walletBalance).toBe(10);
  });

  it("a non-admin: 403 'Devi essere un amministratore per accedere a questa pagina.'", async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await agent.patch(apiRoutes.adminUserCredits(user.id)).send({ amount: 10, pin: testAdmin.pin, operation: 'add' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere un amministratore per accedere a questa pagina.');
  });
});
