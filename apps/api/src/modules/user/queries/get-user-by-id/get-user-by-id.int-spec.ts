import { apiRoutes } from '@pratiche/contracts';
import { registerUser, signInAsAdmin } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';

describe('GET /api/users/:id (spec 7 "Session": seller information)', () => {
  const t = useTestApp();

  it('the user himself gets his contact data, and nothing secret', async () => {
    const { agent, user } = await registerUser(t);
    const res = await agent.get(apiRoutes.userById(user.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      companyName: user.companyName,
      vatNumber: user.vatNumber,
      legalRepName: user.legalRepName,
      phone: user.phone,
      email: user.email,
      createdAt: user.createdAt,
    });
  });

  it('an admin gets any user', async () => {
    const { user } = await registerUser(t);
    const admin = await signInAsAdmin(t);
    expect((await admin.get(apiRoutes.userById(user.id))).body.id).toBe(user.id);
  });

  it("another user: 403 'Accesso negato'", async () => {
    const { user } = await registerUser(t);
    const other = await registerUser(t);
    const res = await other.agent.get(apiRoutes.userById(user.id));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Accesso negato');
  });

  it.each(['999999', 'abc', '0'])("an id that names no user (%s): 404 'Utente non trovato'", async (id) => {
    const admin = await signInAsAdmin(t);
    const res = await admin.get(apiRoutes.userById(id));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Utente non trovato');
  });
});
