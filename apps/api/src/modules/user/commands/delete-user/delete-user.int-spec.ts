import { apiRoutes } from '@pratiche/contracts';
import { userMessages } from '@pratiche/domain';
import { ERASED_PERSONAL_DATA } from '../../../../infrastructure/personal-data/personal-data.declaration';
import { createActiveUser, readEvents, registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { activeAdminCount, createAdmin } from '../../../../testing/admins';
import { liveChannelUrl, newSessionCookie, openLiveClient } from '../../../../testing/live-client';
import { createSeller, reviewPractice, submitPractice } from '../../../../testing/practices';
import { useTestApp } from '../../../../testing/test-app';

const FIRST_ADMIN_ID = 1;

describe('DELETE /api/admin/users/:id (spec 2 users tab, spec 7 Admin; decisions in the module README)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  it("answers 'Utente eliminato'; the log keeps UserDeleted and UserPersonalDataErased by the admin", async () => {
    const { user } = await createActiveUser(t);
    const res = await admin.delete(apiRoutes.adminUser(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Utente eliminato' });
    const events = await readEvents(t, `user-${user.id}`);
    expect(events.slice(-2)).toMatchObject([
      { type: 'UserDeleted', data: { by: FIRST_ADMIN_ID }, metadata: { actorId: FIRST_ADMIN_ID } },
      { type: 'UserPersonalDataErased', data: { by: FIRST_ADMIN_ID } },
    ]);
  });

  it('the user can no longer sign in, and leaves the admin list; the names become free', async () => {
    const { user, password } = await createActiveUser(t);
    await admin.delete(apiRoutes.adminUser(user.id)).expect(200);
    expect((await t.request().post(apiRoutes.login).send({ username: user.username, password })).status).toBe(401);
    const list = (await admin.get(apiRoutes.adminUsers)).body as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(user.id);
    expect((await t.request().get(apiRoutes.checkUsername(user.username))).body).toEqual({ exists: false });
  });

  it("a signed-in user's open session answers 401 on its next request and their live socket closes", async () => {
    const target = await createActiveUser(t);
    const client = await openLiveClient(await liveChannelUrl(t), { Cookie: await newSessionCookie(t, target.user.username, target.password) });
    client.send({ type: 'auth', userId: target.user.id });
    await client.nextMessage();
    await admin.delete(apiRoutes.adminUser(target.user.id)).expect(200);
    expect((await target.agent.get(apiRoutes.user)).status).toBe(401);
    expect((await client.closed).code).toBe(1008);
  });

  it("nothing already bought is lost: a deleted seller's practice and its files stay, under erased names, for its buyers only", async () => {
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    await reviewPractice(t, practice.id, 'approved');
    await admin.delete(apiRoutes.adminUser(seller.user.id)).expect(200);
    const kept = await admin.get(apiRoutes.practice(practice.id));
    expect(kept.status).toBe(200);
    const { filename } = practice.documents.societari[0]!;
    expect(kept.body).toMatchObject({ id: practice.id, status: 'approved', documents: { societari: [{ originalName: ERASED_PERSONAL_DATA, filename }] } });
    // Production safety 5: no one who had not bought access before the erasure, admins included.
    expect((await admin.get(apiRoutes.document(filename))).status).toBe(403);
  });

  it('deleting again answers alike and appends nothing; an id that never existed is 404', async () => {
    const { user } = await registerUser(t);
    await admin.delete(apiRoutes.adminUser(user.id)).expect(200);
    const count = (await readEvents(t, `user-${user.id}`)).length;
    expect((await admin.delete(apiRoutes.adminUser(user.id))).status).toBe(200);
    expect(await readEvents(t, `user-${user.id}`)).toHaveLength(count);
    const missing = await admin.delete(apiRoutes.adminUser(999_999));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(userMessages.notFound);
  });

  it('a non-admin: 403, anonymous: 401, and the user stays', async () => {
    const { agent, user } = await createActiveUser(t);
    expect((await agent.delete(apiRoutes.adminUser(user.id))).status).toBe(403);
    expect((await t.request().delete(apiRoutes.adminUser(user.id))).status).toBe(401);
    expect((await agent.get(apiRoutes.user)).status).toBe(200);
  });
});

describe('issue 7: deleting oneself, and the last active admin', () => {
  const t = useTestApp();

  it(`the only admin deleting themself: 403 '${userMessages.selfDelete}'`, async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.delete(apiRoutes.adminUser(FIRST_ADMIN_ID));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(userMessages.selfDelete);
    expect((await admin.get(apiRoutes.user)).status).toBe(200);
  });

  it('two admins deleting each other at once: one succeeds, one active admin is left', async () => {
    const first = await signInAsAdmin(t);
    const second = await createAdmin(t);
    const answers = await Promise.all([first.delete(apiRoutes.adminUser(second.user.id)), second.agent.delete(apiRoutes.adminUser(FIRST_ADMIN_ID))]);
    const statuses = answers.map((r) => r.status).sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    expect(await activeAdminCount(t)).toBe(1);
  });
});
