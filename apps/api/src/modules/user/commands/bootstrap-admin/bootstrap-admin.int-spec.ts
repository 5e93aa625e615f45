import { apiRoutes } from '@pratiche/contracts';
import { readEvents, signIn } from '../../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { AdminPin } from '../../credentials/admin-pin';

const admins = async (t: TestApp) => (await t.database.query('SELECT id FROM users_view WHERE is_admin')).rows;

describe('first start: the admin account and PIN (from the environment)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { adminUsername: 'capo', adminPassword: 'Capo-Password-1', adminPin: '135790' } });
  });
  afterAll(() => t.close());

  it('ADMIN_USERNAME / ADMIN_PASSWORD sign in as an active admin without visura', async () => {
    const agent = await signIn(t, 'capo', 'Capo-Password-1');
    expect((await agent.get(apiRoutes.user)).body).toMatchObject({
      username: 'capo', isAdmin: true, status: 'active', companyName: 'Amministrazione', businessDocument: null,
    });
  });

  it("the admin is registered by 'system': UserRegistered then UserApproved", async () => {
    const [{ id }] = (await admins(t)) as [{ id: number }];
    const events = await readEvents(t, `user-${id}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserApproved']);
    for (const e of events) expect(e.metadata).toMatchObject({ actorId: 'system', correlationId: expect.any(String) });
  });

  it('ADMIN_PIN is stored hashed and verifies', async () => {
    const { rows } = await t.database.query<{ pin_hash: string }>('SELECT pin_hash FROM admin_pin');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pin_hash).toMatch(/^\$argon2id\$/);
    const pin = t.app.get(AdminPin);
    expect(await pin.verify('135790')).toBe(true);
    expect(await pin.verify('000000')).toBe(false);
  });
});

describe('first start without ADMIN_PASSWORD / ADMIN_PIN: generated and printed once', () => {
  let t: TestApp;
  let log: jest.SpyInstance;
  beforeAll(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    log.mockRestore();
    await t.close();
  });

  const printed = () => log.mock.calls.map((call) => String(call[0]));

  it('prints a generated password that signs in, and a generated 6-digit PIN that verifies', async () => {
    t = await createTestApp({ config: { adminPassword: undefined, adminPin: undefined } });
    const password = /Password generata per l'amministratore "admin": (\S+)/.exec(printed().join('\n'))?.[1];
    const pin = /PIN di sicurezza generato per l'aggiunta di crediti: (\d{6})/.exec(printed().join('\n'))?.[1];
    expect(password).toBeDefined();
    expect(pin).toBeDefined();
    await expect(signIn(t, 'admin', password!)).resolves.toBeDefined();
    expect(await t.app.get(AdminPin).verify(pin!)).toBe(true);
  });

  it('a restart is idempotent: still one admin, nothing printed again', async () => {
    log.mockClear();
    t = await t.restart({ config: { adminPassword: undefined, adminPin: undefined } });
    expect(await admins(t)).toHaveLength(1);
    expect(printed().join('\n')).not.toMatch(/generat[oa]/);
  });

  it('a restart with ADMIN_PASSWORD set later does not change the existing admin', async () => {
    t = await t.restart({ config: { adminPassword: 'Altra-Password-1' } });
    const res = await t.request().post(apiRoutes.login).send({ username: 'admin', password: 'Altra-Password-1' });
    expect(res.status).toBe(401);
    expect(await admins(t)).toHaveLength(1);
  });
});
