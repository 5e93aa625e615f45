import { apiRoutes } from '@pratiche/contracts';
import { readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

describe('PATCH /api/admin/users/:id/status (spec 4 "User status", admin users tab)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an admin approves a pending user: UserApproved by the admin, and the user is active', async () => {
    const { agent, user } = await registerUser(t);
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, status: 'active' });
    expect((await agent.get(apiRoutes.user)).body.status).toBe('active');
    expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'UserApproved', data: { by: 1 } });
  });

  it("a move spec 4 does not offer (pending to blocked): 409 'Cambio di stato non consentito'", async () => {
    const { user } = await registerUser(t);
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'blocked' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cambio di stato non consentito');
  });

  it('an unknown status: 400', async () => {
    const { user } = await registerUser(t);
    const admin = await signInAsAdmin(t);
    expect((await admin.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'boh' })).status).toBe(400);
  });

  it("a non-admin: 403 'Devi essere un amministratore per accedere a questa pagina.'", async () => {
    const { agent, user } = await registerUser(t);
    const res = await agent.patch(apiRoutes.adminUserStatus(user.id)).send({ status: 'active' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere un amministratore per accedere a questa pagina.');
  });
});
