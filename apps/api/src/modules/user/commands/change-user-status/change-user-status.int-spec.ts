import { apiRoutes, type UserStatus } from '@pratiche/contracts';
import { userMessages } from '@pratiche/domain';
import { createActiveUser, readEvents, registerUser, signInAsAdmin, type RegisteredUser } from '../../../../testing/accounts';
import { activeAdminCount, createAdmin } from '../../../../testing/admins';
import { liveChannelUrl, openLiveClient, newSessionCookie } from '../../../../testing/live-client';
import { useTestApp } from '../../../../testing/test-app';

const FIRST_ADMIN_ID = 1;

describe('PATCH /api/admin/users/:id/status (spec 4 "User status", admin users tab)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  /** A registered user moved by the admin into `status` along the allowed moves. */
  const userIn = async (status: UserStatus): Promise<RegisteredUser> => {
    const registered = await registerUser(t);
    const path: Record<UserStatus, UserStatus[]> = { pending: [], active: ['active'], rejected: ['rejected'], blocked: ['active', 'blocked'] };
    for (const next of path[status]) await admin.patch(apiRoutes.adminUserStatus(registered.user.id)).send({ status: next }).expect(200);
    return registered;
  };

  it('an admin approves a pending user: UserApproved by the admin, and the user is active', async () => {
    const { agent, user } = await registerUser(t);
    const res = await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, status: 'active' });
    expect((await agent.get(apiRoutes.user)).body.status).toBe('active');
    expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'UserApproved', data: { by: FIRST_ADMIN_ID } });
  });

  describe('spec 4: every allowed move', () => {
    it.each<[UserStatus, UserStatus, string]>([
      ['pending', 'active', 'UserApproved'],
      ['pending', 'rejected', 'UserRejected'],
      ['active', 'blocked', 'UserBlocked'],
      ['blocked', 'active', 'UserActivated'],
      ['rejected', 'active', 'UserActivated'],
    ])('%s to %s: 200 and %s', async (from, to, type) => {
      const { user } = await userIn(from);
      const res = await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: to });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type, data: { by: FIRST_ADMIN_ID } });
    });
  });

  describe("spec 4: every other move is refused with 409 'Cambio di stato non consentito'", () => {
    const allowed = new Set(['pending->active', 'pending->rejected', 'active->blocked', 'blocked->active', 'rejected->active']);
    const statuses: UserStatus[] = ['pending', 'active', 'rejected', 'blocked'];
    const refused = statuses.flatMap((from) => statuses.filter((to) => !allowed.has(`${from}->${to}`)).map((to) => [from, to] as const));

    it.each(refused)('%s to %s', async (from, to) => {
      const { user } = await userIn(from);
      const res = await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: to });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Cambio di stato non consentito');
    });
  });

  it('an unknown status: 400', async () => {
    const { user } = await registerUser(t);
    expect((await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'boh' })).status).toBe(400);
  });

  it("a user that does not exist: 404 'Utente non trovato'", async () => {
    const res = await admin.patch(apiRoutes.adminUserStatus(999_999)).send({ status: 'active' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(userMessages.notFound);
  });

  it("a non-admin: 403 'Devi essere un amministratore per accedere a questa pagina.'", async () => {
    const { agent, user } = await createActiveUser(t);
    const res = await agent.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'blocked' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere un amministratore per accedere a questa pagina.');
  });

  it('anonymous: 401', async () => {
    const { user } = await registerUser(t);
    expect((await t.request().patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'active' })).status).toBe(401);
  });

  describe('issue 7: blocking or rejecting a signed-in user ends their sessions and live sockets', () => {
    it.each<[UserStatus, UserStatus]>([
      ['active', 'blocked'],
      ['pending', 'rejected'],
    ])('%s to %s: the open session answers 401 on its next request, the socket closes 1008', async (from, to) => {
      const target = await userIn(from);
      expect((await target.agent.get(apiRoutes.user)).status).toBe(200);
      const client = await openLiveClient(await liveChannelUrl(t), { Cookie: await newSessionCookie(t, target.user.username, target.password) });
      client.send({ type: 'auth', userId: target.user.id });
      await client.nextMessage();
      await admin.patch(apiRoutes.adminUserStatus(target.user.id)).send({ status: to }).expect(200);
      expect((await target.agent.get(apiRoutes.user)).status).toBe(401);
      expect((await client.closed).code).toBe(1008);
    });
  });
});

describe('issue 7: the last active admin, and an admin acting on themself (status)', () => {
  const t = useTestApp();
  let second: RegisteredUser;

  it(`the only admin blocking themself: 403 '${userMessages.selfStatusChange}', and they stay active`, async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminUserStatus(FIRST_ADMIN_ID)).send({ status: 'blocked' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(userMessages.selfStatusChange);
    expect((await admin.get(apiRoutes.user)).body.status).toBe('active');
  });

  it('with a second admin, one admin may block the other, but not themself', async () => {
    second = await createAdmin(t);
    expect((await second.agent.patch(apiRoutes.adminUserStatus(second.user.id)).send({ status: 'blocked' })).status).toBe(403);
    expect((await second.agent.patch(apiRoutes.adminUserStatus(FIRST_ADMIN_ID)).send({ status: 'blocked' })).status).toBe(200);
    expect(await activeAdminCount(t)).toBe(1);
    await second.agent.patch(apiRoutes.adminUserStatus(FIRST_ADMIN_ID)).send({ status: 'active' }).expect(200);
    expect(await activeAdminCount(t)).toBe(2);
  });

  it('two admins blocking each other at once: one succeeds, the other is refused, one active admin is left', async () => {
    const first = await signInAsAdmin(t);
    expect(await activeAdminCount(t)).toBe(2);
    const answers = await Promise.all([
      first.patch(apiRoutes.adminUserStatus(second.user.id)).send({ status: 'blocked' }),
      second.agent.patch(apiRoutes.adminUserStatus(FIRST_ADMIN_ID)).send({ status: 'blocked' }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    // The loser was refused as the last admin (409), or its session had already ended (401).
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await activeAdminCount(t)).toBe(1);
  });
});
