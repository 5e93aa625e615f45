import { apiRoutes, type AdminUserPageResponse, type UserResponse } from '@pratiche/contracts';
import { createActiveUser, registerUser, signInAsAdmin, uniqueRegistration, type RegisteredUser } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/admin/users (spec 2 /admin users tab, spec 7 Admin)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  let users: RegisteredUser[];
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
    const tag = uniqueRegistration().vatNumber;
    users = [
      await createActiveUser(t, { ...uniqueRegistration(), companyName: `Zeta Costruzioni ${tag}` }),
      await registerUser(t, { ...uniqueRegistration(), companyName: `Alfa Edilizia ${tag}` }),
      await registerUser(t, { ...uniqueRegistration(), companyName: `Beta Impianti ${tag}` }),
    ];
    await admin.patch(apiRoutes.adminUserStatus(users[2]!.user.id)).send({ status: 'rejected' }).expect(200);
  });

  const ids = (list: UserResponse[]) => list.map((u) => u.id);
  const page = async (query: Record<string, string | number>) => {
    const res = await admin.get(apiRoutes.adminUsers).query(query);
    expect(res.status).toBe(200);
    return res.body as AdminUserPageResponse;
  };

  it('without parameters: the full list, newest first, the first admin last; no password anywhere', async () => {
    const res = await admin.get(apiRoutes.adminUsers);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([...ids(users.map((u) => u.user)).reverse(), 1]);
    expect(res.body[0]).toMatchObject({
      username: users[2]!.user.username,
      status: 'rejected',
      walletBalance: 0,
      businessDocument: users[2]!.user.businessDocument,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it("pages with ProTable's parameters: {data, total, success, current, pageSize} and the status counters", async () => {
    const first = await page({ current: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 4, success: true, current: 1, pageSize: 2, statusCounts: { pending: 1, active: 2, rejected: 1, blocked: 0 } });
    expect(ids(first.data)).toEqual([users[2]!.user.id, users[1]!.user.id]);
    expect(ids((await page({ current: 2, pageSize: 2 })).data)).toEqual([users[0]!.user.id, 1]);
  });

  it('sorts by the sortable columns: id, username, companyName, status, walletBalance', async () => {
    const [zeta, alfa, beta] = users.map((u) => u.user.id);
    expect(ids((await page({ sortField: 'id' })).data)).toEqual([1, zeta, alfa, beta]);
    expect(ids((await page({ sortField: 'id', sortOrder: 'descend' })).data)).toEqual([beta, alfa, zeta, 1]);
    expect(ids((await page({ sortField: 'companyName', keyword: 'i' })).data).filter((id) => id !== 1)).toEqual([alfa, beta, zeta]);
    expect(ids((await page({ sortField: 'status' })).data)).toEqual([1, zeta, alfa, beta]);
    const byUsername = (await page({ sortField: 'username', sortOrder: 'descend' })).data.map((u) => u.username.toLowerCase());
    expect(byUsername).toEqual([...byUsername].sort().reverse());
    expect((await page({ sortField: 'walletBalance' })).total).toBe(4);
  });

  it('filters by status', async () => {
    expect(ids((await page({ status: 'pending' })).data)).toEqual([users[1]!.user.id]);
    expect((await page({ status: 'blocked' })).total).toBe(0);
  });

  it('searches by id, username, company, e-mail and status (key or Italian label)', async () => {
    const [zeta, alfa, beta] = users.map((u) => u.user);
    expect(ids((await page({ keyword: String(alfa!.id) })).data)).toContain(alfa!.id);
    expect(ids((await page({ keyword: zeta!.username.toUpperCase() })).data)).toEqual([zeta!.id]);
    expect(ids((await page({ keyword: 'alfa edil' })).data)).toEqual([alfa!.id]);
    expect(ids((await page({ keyword: beta!.email })).data)).toEqual([beta!.id]);
    expect(ids((await page({ keyword: 'non approvato' })).data)).toEqual([beta!.id]);
    expect(ids((await page({ keyword: 'pending' })).data)).toEqual([alfa!.id]);
    expect((await page({ keyword: '100%_' })).total).toBe(0);
  });

  it('an invalid parameter: 400', async () => {
    expect((await admin.get(apiRoutes.adminUsers).query({ sortField: 'password' })).status).toBe(400);
    expect((await admin.get(apiRoutes.adminUsers).query({ pageSize: 100_000 })).status).toBe(400);
    expect((await admin.get(apiRoutes.adminUsers).query({ status: 'deleted' })).status).toBe(400);
  });

  it("a non-admin: 403 'Devi essere un amministratore per accedere a questa pagina.'; a pending admin: 403; anonymous: 401", async () => {
    const res = await users[0]!.agent.get(apiRoutes.adminUsers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Devi essere un amministratore per accedere a questa pagina.');
    const pending = await registerUser(t);
    await admin.patch(apiRoutes.adminUser(pending.user.id)).send({ isAdmin: true }).expect(200);
    expect((await pending.agent.get(apiRoutes.adminUsers)).status).toBe(403);
    expect((await t.request().get(apiRoutes.adminUsers)).status).toBe(401);
  });
});
