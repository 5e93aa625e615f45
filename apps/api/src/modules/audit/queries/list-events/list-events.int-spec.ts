import { apiRoutes, type AuditEventsPageResponse } from '@pratiche/contracts';
import { createActiveUser, signInAsAdmin } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/admin/events (issue 7 "Audit history": the whole log by page)', () => {
  const t = useTestApp();

  const page = async (query: string): Promise<AuditEventsPageResponse> => {
    const res = await (await signInAsAdmin(t)).get(`${apiRoutes.adminEvents}?${query}`);
    expect(res.status).toBe(200);
    return res.body as AuditEventsPageResponse;
  };

  it('pages through the whole log with the cursor: every event once, in log order, null cursor at the end', async () => {
    for (let i = 0; i < 3; i++) await createActiveUser(t);
    const { rows } = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const seen: number[] = [];
    let from: number | null = 0;
    while (from !== null) {
      const current: AuditEventsPageResponse = await page(`from=${from}&limit=4`);
      expect(current.data.length).toBeLessThanOrEqual(4);
      seen.push(...current.data.map((e) => e.position));
      from = current.nextCursor;
    }
    expect(seen).toHaveLength(rows[0]!.n);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by type and by acting user', async () => {
    const user = await createActiveUser(t);
    const approvals = await page('type=UserApproved&limit=500');
    expect(approvals.data.length).toBeGreaterThan(0);
    expect(approvals.data.every((e) => e.type === 'UserApproved' && e.description === 'Utente approvato')).toBe(true);
    await user.agent.get(apiRoutes.businessDocument).expect(200);
    const byUser = await page(`actor=${user.user.id}&limit=500`);
    // Registration is the new user's own act (signed in by it); the approval was the admin's.
    expect(byUser.data.map((e) => e.type)).toEqual(['UserRegistered', 'BusinessDocumentAccessed']);
    expect(byUser.data[1]!.actor).toEqual({ id: user.user.id, username: user.user.username });
  });

  it("order=desc: the admin's list opens newest first and pages down with `before`, every event once", async () => {
    for (let i = 0; i < 2; i++) await createActiveUser(t);
    const { rows } = await t.database.query<{ n: number; last: string }>('SELECT count(*)::int AS n, max(global_position) AS last FROM events');
    const first = await page('order=desc&limit=3');
    expect(first.data[0]!.position).toBe(Number(rows[0]!.last));
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const current: AuditEventsPageResponse = await page(`order=desc&limit=3${before === null ? '' : `&before=${before}`}`);
      seen.push(...current.data.map((e) => e.position));
      before = current.nextCursor;
    } while (before !== null);
    expect(seen).toHaveLength(rows[0]!.n);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('a bad parameter: 400', async () => {
    const admin = await signInAsAdmin(t);
    expect((await admin.get(`${apiRoutes.adminEvents}?limit=0`)).status).toBe(400);
    expect((await admin.get(`${apiRoutes.adminEvents}?type=a;drop`)).status).toBe(400);
    expect((await admin.get(`${apiRoutes.adminEvents}?order=sideways`)).status).toBe(400);
    expect((await admin.get(`${apiRoutes.adminEvents}?order=desc&before=0`)).status).toBe(400);
  });
});
