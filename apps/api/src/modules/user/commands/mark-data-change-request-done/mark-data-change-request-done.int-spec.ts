import { apiRoutes, type DataChangeRequestsPage } from '@pratiche/contracts';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { createActiveUser, readStoredEvents, signInAsAdmin, type RegisteredUser } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';
import { UserErasure } from '../erase-user/erase-user.service';

/** The first admin's id (the test app's seeded admin). */
const ADMIN_ID = 1;

describe('the admins inbox of data-change requests (issue 26: GET /api/admin/data-change-requests, POST …/{id}/done)', () => {
  const t = useTestApp();

  const request = (user: RegisteredUser, reason: string) =>
    user.agent
      .post(apiRoutes.requestChange)
      .send({ fieldsToChange: { phone: '0299887766' }, reason })
      .expect(200);

  const inbox = async (agent: ReturnType<typeof t.agent>, query = '?pageSize=100'): Promise<DataChangeRequestsPage> => {
    const res = await agent.get(`${apiRoutes.adminDataChangeRequests}${query}`);
    expect(res.status).toBe(200);
    return res.body as DataChangeRequestsPage;
  };

  it('lists every request to admins, open first and newest first, with the user, the text, the date and the status', async () => {
    const user = await createActiveUser(t);
    const admin = await signInAsAdmin(t);
    await request(user, 'Prima richiesta');
    await request(user, 'Seconda richiesta');
    await request(user, 'Terza richiesta');
    const mine = (await inbox(admin)).data.filter((r) => r.userId === user.user.id);
    expect(mine.map((r) => r.reason)).toEqual(['Terza richiesta', 'Seconda richiesta', 'Prima richiesta']);
    expect(mine[0]).toMatchObject({ username: user.user.username, fields: { phone: '0299887766' }, status: 'open', handledAt: null, handledBy: null });
    const done = await admin.post(apiRoutes.adminDataChangeRequestDone(mine[0]!.id));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: mine[0]!.id, status: 'done', handledBy: 'admin' });
    const after = (await inbox(admin)).data;
    const rows = after.filter((r) => r.userId === user.user.id);
    expect(rows.map((r) => [r.reason, r.status])).toEqual([
      ['Seconda richiesta', 'open'],
      ['Prima richiesta', 'open'],
      ['Terza richiesta', 'done'],
    ]);
    const statuses = after.map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
    const types = (await readStoredEvents(t, `user-${user.user.id}`)).map((e) => e.type);
    expect(types.filter((type) => type === 'DataChangeRequestHandled')).toHaveLength(1);
  });

  it('only once: two admins closing the same request at once, one succeeds and the other gets an Italian 409', async () => {
    const user = await createActiveUser(t);
    await request(user, 'Richiesta contesa');
    const [first, second] = [await signInAsAdmin(t), await signInAsAdmin(t)];
    const id = (await inbox(first)).data.find((r) => r.userId === user.user.id)!.id;
    const answers = await Promise.all([first, second, first, second].map((agent) => agent.post(apiRoutes.adminDataChangeRequestDone(id))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe('Questa richiesta è già stata segnata come evasa da un altro amministratore');
    const types = (await readStoredEvents(t, `user-${user.user.id}`)).map((e) => e.type);
    expect(types.filter((type) => type === 'DataChangeRequestHandled')).toHaveLength(1);
  });

  it('non-admins are refused (403; anonymous 401); an unknown request 404; nothing changes', async () => {
    const user = await createActiveUser(t);
    await request(user, 'Richiesta da non toccare');
    const id = (await inbox(await signInAsAdmin(t))).data.find((r) => r.userId === user.user.id)!.id;
    expect((await user.agent.get(apiRoutes.adminDataChangeRequests)).status).toBe(403);
    expect((await user.agent.post(apiRoutes.adminDataChangeRequestDone(id))).status).toBe(403);
    expect((await t.agent().get(apiRoutes.adminDataChangeRequests)).status).toBe(401);
    const admin = await signInAsAdmin(t);
    expect((await admin.post(apiRoutes.adminDataChangeRequestDone(999_999_999))).status).toBe(404);
    expect((await admin.post(apiRoutes.adminDataChangeRequestDone('abc'))).status).toBe(404);
    expect((await admin.get(`${apiRoutes.adminDataChangeRequests}?pageSize=0`)).status).toBe(400);
    expect((await inbox(admin)).data.find((r) => r.id === id)!.status).toBe('open');
  });

  it('the request text is personal data: sealed in the log, and gone from the inbox once the user is erased', async () => {
    const user = await createActiveUser(t);
    await request(user, 'Trasferimento sede Quaglierini');
    expect(JSON.stringify(await readStoredEvents(t, `user-${user.user.id}`))).not.toContain('Quaglierini');
    const admin = await signInAsAdmin(t);
    expect((await inbox(admin)).data.find((r) => r.userId === user.user.id)!.reason).toBe('Trasferimento sede Quaglierini');
    await t.app.get(UserErasure).erase(user.user.id, ADMIN_ID, systemContext());
    const row = (await inbox(admin)).data.find((r) => r.userId === user.user.id)!;
    expect(row).toMatchObject({ reason: 'Dato cancellato', fields: { phone: 'Dato cancellato' } });
    const { rows } = await t.database.query('SELECT * FROM data_change_requests WHERE user_id = $1', [user.user.id]);
    expect(JSON.stringify(rows)).not.toMatch(/Quaglierini|0299887766/);
  });
});
