import { apiRoutes } from '@pratiche/contracts';
import { registerUser } from '../../testing/accounts';
import { sessionCookie } from '../../testing/cookies';
import { useTestApp } from '../../testing/test-app';

/**
 * SessionUserSerializer: the signed-in user's users_view row is read with the session, in the
 * same round trip (DatabaseSessionStore.readUserRowsFrom), and still on every request.
 */
describe('the signed-in user is read with the session, on every request', () => {
  const t = useTestApp();

  const signedIn = async () => {
    const { agent, user } = await registerUser(t);
    const cookie = sessionCookie(await agent.get(apiRoutes.user));
    return { user, currentUser: () => t.request().get(apiRoutes.user).set('Cookie', cookie) };
  };

  it('a signed-in request reads session and user in one statement, and answers the same user as a read of its own', async () => {
    const session = await signedIn();
    const query = jest.spyOn(t.database, 'query');
    const answer = await session.currentUser();
    const statements = query.mock.calls.map(([, , name]) => name);
    query.mockRestore();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(session.user);
    expect(statements).toContain('sessions_get_with_users');
    expect(statements).not.toContain('users_view_by_id');
  });

  it('a change of the user row applies to the very next request (not remembered between requests)', async () => {
    const session = await signedIn();
    expect((await session.currentUser()).body.phone).toBe(session.user.phone);
    await t.database.query('UPDATE users_view SET phone = $2 WHERE id = $1', [session.user.id, '+39 000 0000000']);
    expect((await session.currentUser()).body.phone).toBe('+39 000 0000000');
  });

  it('a user whose row is gone is signed out, as when the row was read on its own', async () => {
    const session = await signedIn();
    await t.database.query('DELETE FROM users_view WHERE id = $1', [session.user.id]);
    expect((await session.currentUser()).status).toBe(401);
  });
});
