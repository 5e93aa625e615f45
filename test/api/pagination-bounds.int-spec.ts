import { apiRoutes, queryNumberLimits, queryNumberMessages } from '@pratiche/contracts';
import { signInAsAdmin } from '../../apps/api/src/testing/accounts';
import { useTestApp } from '../../apps/api/src/testing/test-app';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;

const refusal = (message: string) => ({ error: message, message, requestId: expect.any(String) });

/** Every page number, page size and offset the API's lists take, with the message a bad value answers. */
const pagedParameters = [
  { route: apiRoutes.practices, parameter: 'current', message: queryNumberMessages.page },
  { route: apiRoutes.practices, parameter: 'pageSize', message: queryNumberMessages.pageSize },
  { route: apiRoutes.adminUsers, parameter: 'current', message: queryNumberMessages.page },
  { route: apiRoutes.adminUsers, parameter: 'pageSize', message: queryNumberMessages.pageSize },
  { route: apiRoutes.adminEvents, parameter: 'from', message: queryNumberMessages.position },
  { route: apiRoutes.adminEvents, parameter: 'limit', message: queryNumberMessages.pageSize },
  { route: apiRoutes.adminEvents, parameter: 'actor', message: queryNumberMessages.userId },
];

describe('production safety 8: page numbers and offsets beyond any real page answer 400 in Italian, not 500', () => {
  const t = useTestApp();
  let admin: Agent;
  beforeAll(async () => {
    admin = await signInAsAdmin(t);
  });

  it('production safety 8: GET /api/practices?current=1e308', async () => {
    const res = await admin.get(apiRoutes.practices).query({ current: '1e308' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(queryNumberMessages.page));
  });

  it('production safety 8: GET /api/admin/events?from=1e23', async () => {
    const res = await admin.get(apiRoutes.adminEvents).query({ from: '1e23' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(queryNumberMessages.position));
  });

  it('production safety 8: GET /api/admin/users?current=1e308', async () => {
    const res = await admin.get(apiRoutes.adminUsers).query({ current: '1e308' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(queryNumberMessages.page));
  });

  describe.each(pagedParameters)('production safety 8: every paged parameter: $route ?$parameter=', ({ route, parameter, message }) => {
    it.each(['1e308', '1e23', String(queryNumberLimits.maxPosition + 2), 'Infinity', '-1', '1.5', '12abc', 'abc'])('%s answers 400', async (value) => {
      const res = await admin.get(route).query({ [parameter]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(message));
    });
  });

  it('production safety 8: the last page and offset allowed still answer, empty', async () => {
    const practices = await admin.get(apiRoutes.practices).query({ current: String(queryNumberLimits.maxPage), pageSize: '200' });
    expect(practices.status).toBe(200);
    expect(practices.body).toMatchObject({ data: [], current: queryNumberLimits.maxPage, pageSize: 200 });
    const users = await admin.get(apiRoutes.adminUsers).query({ current: String(queryNumberLimits.maxPage), pageSize: '200' });
    expect(users.status).toBe(200);
    expect(users.body).toMatchObject({ data: [], current: queryNumberLimits.maxPage });
    const events = await admin.get(apiRoutes.adminEvents).query({ from: String(queryNumberLimits.maxPosition), actor: String(queryNumberLimits.maxPosition) });
    expect(events.status).toBe(200);
    expect(events.body).toEqual({ data: [], nextCursor: null });
  });

  it('production safety 8: a page just past the maximum is refused', async () => {
    const res = await admin.get(apiRoutes.practices).query({ current: String(queryNumberLimits.maxPage + 1) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(queryNumberMessages.page));
  });
});
