import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { apiRoutes } from '@pratiche/contracts';
import { readEvents, signIn } from '../../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { AdminPin } from '../../credentials/admin-pin';
import { UserLookup } from '../../user-lookup';
import { UserRegistration } from '../../user-registration';
import { BootstrapAdmin } from './bootstrap-admin.service';
import { GENERATED_SECRETS_FILE } from './generated-secrets-file';

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
      username: 'capo',
      isAdmin: true,
      status: 'active',
      companyName: 'Amministrazione',
      businessDocument: null,
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

  it('a restart with an ADMIN_PIN that differs from the stored PIN warns, and the stored PIN stays', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      t = await t.restart({ config: { adminUsername: 'capo', adminPassword: 'Capo-Password-1', adminPin: '864200' } });
      expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(/ADMIN_PIN .*npm run admin:pin/));
      expect(await t.app.get(AdminPin).verify('135790')).toBe(true);
      warn.mockClear();
      t = await t.restart({ config: { adminUsername: 'capo', adminPassword: 'Capo-Password-1', adminPin: '135790' } });
      expect(warn.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/ADMIN_PIN/));
    } finally {
      warn.mockRestore();
    }
  });

  it.each(['12345', '1234567890123', '12a456'])('ADMIN_PIN must be 6 to 12 digits: %j refuses the start', async (bad) => {
    const bootstrap = new BootstrapAdmin({ ...t.config, adminPin: bad }, t.app.get(UserLookup), t.app.get(UserRegistration), t.app.get(AdminPin));
    await expect(bootstrap.onApplicationBootstrap()).rejects.toThrow('ADMIN_PIN: Il PIN di sicurezza deve essere di 6-12 cifre');
  });
});

describe('first start without ADMIN_PASSWORD / ADMIN_PIN: generated once, into an owner-only file', () => {
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

  it('writes the generated password and PIN to DATA_DIR with mode 0600 and prints only its path', async () => {
    t = await createTestApp({ config: { adminPassword: undefined, adminPin: undefined } });
    const path = join(t.config.dataDir, GENERATED_SECRETS_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const written = await readFile(path, 'utf8');
    const password = /Password generata per l'amministratore "admin": (\S+)/.exec(written)?.[1];
    const pin = /PIN di sicurezza generato per l'aggiunta di crediti: (\d{6})/.exec(written)?.[1];
    expect(password).toBeDefined();
    expect(pin).toBeDefined();
    expect(printed().join('\n')).toContain(path);
    expect(printed().join('\n')).not.toContain(password!);
    expect(printed().join('\n')).not.toContain(pin!);
    await expect(signIn(t, 'admin', password!)).resolves.toBeDefined();
    expect(await t.app.get(AdminPin).verify(pin!)).toBe(true);
  });

  it('a restart is idempotent: still one admin, nothing printed or written again', async () => {
    log.mockClear();
    const path = join(t.config.dataDir, GENERATED_SECRETS_FILE);
    const before = (await stat(path)).mtimeMs;
    t = await t.restart({ config: { adminPassword: undefined, adminPin: undefined } });
    expect(await admins(t)).toHaveLength(1);
    expect(printed().join('\n')).not.toMatch(/generat/);
    expect((await stat(path)).mtimeMs).toBe(before);
  });

  it('a restart with ADMIN_PASSWORD set later does not change the existing admin', async () => {
    t = await t.restart({ config: { adminPassword: 'Altra-Password-1' } });
    const res = await t.request().post(apiRoutes.login).send({ username: 'admin', password: 'Altra-Password-1' });
    expect(res.status).toBe(401);
    expect(await admins(t)).toHaveLength(1);
  });
});
