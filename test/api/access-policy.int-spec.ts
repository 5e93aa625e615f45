import { registeredRoutes, type RegisteredRoute as Route } from '../../apps/api/src/infrastructure/http/openapi/registered-routes';
import { createActiveUser, signInAsAdmin } from '../../apps/api/src/testing/accounts';
import { createSeller, submitPractice } from '../../apps/api/src/testing/practices';
import { useTestApp } from '../../apps/api/src/testing/test-app';

describe('access policy: every route declares one (CONVENTIONS.md habit 8)', () => {
  const t = useTestApp();
  let routes: Route[];
  beforeAll(async () => {
    routes = registeredRoutes(t.app);
  });

  it('finds the routes of the app (sanity check of the enumeration)', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/register',
        'POST /api/login',
        'GET /api/user',
        'PATCH /api/admin/users/:id/status',
        'GET /api/practices',
        'POST /api/practices',
        'GET /api/practices/:id',
        'PATCH /api/practices/:id',
        'PATCH /api/practices/:id/sale-status',
        'PATCH /api/admin/practices/:id/status',
        'DELETE /api/admin/practices/:id',
        'DELETE /api/practices/:id/documents/:filename',
        'POST /api/upload',
        'GET /api/documents/:filename',
        'GET /api/practices/:id/download-all',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'GET /api/business-documents/:filename',
        'DELETE /api/business-documents/:filename',
        'GET /api/config',
      ]),
    );
  });

  it('no route lacks a policy', () => {
    expect(routes.filter((r) => !r.policy).map((r) => r.handler)).toEqual([]);
  });

  it('every route lives under /api', () => {
    expect(routes.filter((r) => !r.path.startsWith('/api/')).map((r) => r.path)).toEqual([]);
  });

  it('every non-public route answers 401 when signed out', async () => {
    const closed = routes.filter((r) => r.policy?.kind !== 'public');
    expect(closed.length).toBeGreaterThan(0);
    for (const route of closed) {
      const path = route.path.replace(/:\w+/g, '1');
      const res = await t.request()[route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](path).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
      expect(res.body.message).toBe('Utente non autenticato');
    }
  });

  it('no GET changes state: calling every GET route, signed in as a user and as an admin, appends no event and writes no row', async () => {
    const user = await createActiveUser(t);
    const seller = await createSeller(t);
    const practice = await submitPractice(seller.agent, { societari: ['statuto.pdf'] });
    const admin = await signInAsAdmin(t);
    const fingerprint = async () => {
      // The one deliberate exception: a download appends its line of the document access log (issue 7).
      const { rows } = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM events WHERE type NOT IN ('PracticeDocumentsAccessed', 'BusinessDocumentAccessed')",
      );
      const users = await t.database.query('SELECT * FROM users_view ORDER BY id');
      const practices = await t.database.query('SELECT * FROM practices_view ORDER BY id');
      const files = await t.database.query('SELECT * FROM uploaded_files ORDER BY filename');
      return JSON.stringify([rows[0]!.n, users.rows, practices.rows, files.rows]);
    };
    const gets = routes.filter((r) => r.method === 'GET');
    const before = await fingerprint();
    // Ids and names that exist, so the GETs reach their handlers rather than stopping at a 404.
    const params: Record<string, string> = { id: String(practice.id), filename: practice.documents.societari[0]!.filename };
    for (const agent of [user.agent, seller.agent, admin]) {
      for (const route of gets) {
        await agent.get(route.path.replace(/:(\w+)/g, (_, name: string) => (route.path.startsWith('/api/users/') ? String(user.user.id) : params[name]!)));
      }
    }
    expect(await fingerprint()).toBe(before);
  });
});
