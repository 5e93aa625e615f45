import { apiRoutes, userValidationMessages, type RegisterRequest } from '@pratiche/contracts';
import { Mailer } from '../../infrastructure/mail/mailer';
import { registerUser, uniqueRegistration, uploadVisura, type RegisteredUser } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';

/**
 * Issue 10 point 2: usernames and e-mails are unique, looked up and checked in ONE canonical
 * form, so a look-alike can neither register beside an account nor be reached by its owner's
 * name. Each test file has its own database, so 'ivan' is free until registered here.
 */
describe('look-alike usernames and e-mails are one name (canonical form)', () => {
  const t = useTestApp();
  let ivan: RegisteredUser;
  beforeAll(async () => {
    ivan = await registerUser(t, { username: 'ivan', email: 'ivan@example.it' });
  });

  const register = async (overrides: Partial<RegisterRequest>) => {
    const visura = await uploadVisura(t);
    const body = uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename }, ...overrides });
    return t.request().post(apiRoutes.register).send(body);
  };
  const exists = async (path: string) => (await t.request().get(path)).body as { exists: boolean };

  const lookAlikes = ['İvan', 'ＩＶＡＮ', 'Ivan', ' ivan '];

  it.each(lookAlikes)('registration refuses the username %j beside "ivan" (409)', async (username) => {
    const res = await register({ username });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(userValidationMessages.usernameTaken);
  });

  it.each(lookAlikes)('the duplicate check says the username %j exists', async (username) => {
    expect(await exists(apiRoutes.checkUsername(username))).toEqual({ exists: true });
  });

  it.each(['IVAN@example.it', ' Ivan@Example.IT '])('registration refuses the e-mail %j beside "ivan@example.it" (409)', async (email) => {
    const res = await register({ email });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(userValidationMessages.emailTaken);
  });

  it.each(['IVAN@example.it', 'ＩＶＡＮ@example.it', 'Ivan@Example.IT'])('the duplicate check says the e-mail %j exists', async (email) => {
    expect(await exists(apiRoutes.checkEmail(email))).toEqual({ exists: true });
  });

  it.each(['аdmin', 'ad\u200Bmin', 'ıvan', 'mario rossi'])(
    "registration refuses the unsafe username %j: 400 'Il nome utente può contenere solo lettere, numeri e i caratteri . _ -'",
    async (username) => {
      const res = await register({ username });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Il nome utente può contenere solo lettere, numeri e i caratteri . _ -');
    },
  );

  /**
   * A look-alike row left from before the fix (registered under another name, then given a
   * look-alike name in the read model), and the owner's row updated after it (its name's case),
   * so both a scan of `users_view` and its lower(...) index meet the look-alike first: the old
   * `lower(...) LIMIT 1` lookup picked it.
   */
  const plantLookAlike = async (column: 'username' | 'email', lookAlikeValue: string, ownerValue: string): Promise<RegisteredUser> => {
    const lookAlike = await registerUser(t, { password: 'Sosia-Password-9' });
    await t.database.query(`UPDATE users_view SET ${column} = $2 WHERE id = $1`, [lookAlike.user.id, lookAlikeValue]);
    await t.database.query(`UPDATE users_view SET ${column} = $2 WHERE id = $1`, [ivan.user.id, ownerValue]);
    return lookAlike;
  };

  it('sign-in with "ivan" can never reach a look-alike account', async () => {
    const lookAlike = await plantLookAlike('username', 'IVAN', 'Ivan');
    const asLookAlike = await t.request().post(apiRoutes.login).send({ username: 'ivan', password: lookAlike.password });
    expect(asLookAlike.status).toBe(401);
    expect(asLookAlike.headers['x-auth-failure-reason']).toBe('PASSWORD_WRONG');
    const asOwner = await t.request().post(apiRoutes.login).send({ username: 'ivan', password: ivan.password });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.id).toBe(ivan.user.id);
  });

  it('password recovery for "ivan@example.it" can never reach a look-alike account', async () => {
    const lookAlike = await plantLookAlike('email', 'IVAN@example.it', 'Ivan@example.it');
    expect((await t.request().post(apiRoutes.resetPassword).send({ email: 'ivan@example.it' })).status).toBe(200);
    await t.app.get(Mailer).idle();
    const { rows } = await t.database.query<{ user_id: number }>('SELECT user_id FROM password_reset_tokens');
    expect(rows.map((r) => r.user_id)).toEqual([ivan.user.id]);
    expect(rows.map((r) => r.user_id)).not.toContain(lookAlike.user.id);
  });
});
