import { apiRoutes, userSuccessMessages } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { readEvents, registerUser, signIn } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';
import { newResetToken, ResetTokens } from '../../credentials/reset-tokens';

describe('POST /api/user/change-password (spec 2 /profile "Sicurezza", spec 5 "Change password")', () => {
  const t = useTestApp();

  const valid = (currentPassword: string) => ({ currentPassword, newPassword: 'Nuova-Password-1', confirmPassword: 'Nuova-Password-1' });

  it.each<[string, (current: string) => object, string]>([
    ['current password required', (c) => ({ ...valid(c), currentPassword: '' }), 'La password attuale è obbligatoria'],
    [
      'new password at least 8 characters',
      (c) => ({ ...valid(c), newPassword: 'corta', confirmPassword: 'corta' }),
      'La nuova password deve essere di almeno 8 caratteri',
    ],
    ['confirmation required', (c) => ({ ...valid(c), confirmPassword: '' }), 'Conferma la nuova password'],
    ['new and confirmation must match', (c) => ({ ...valid(c), confirmPassword: 'Altra-Password-1' }), 'Le nuove password non coincidono'],
    [
      'a common new password is refused, in any case',
      (c) => ({ ...valid(c), newPassword: 'QWERTY123', confirmPassword: 'QWERTY123' }),
      "Password troppo comune: scegline un'altra",
    ],
    ['the current password must be right', () => valid('sbagliata-123'), 'La password attuale non è corretta'],
  ])('%s: 400 with its message', async (_rule, body, message) => {
    const { agent, password } = await registerUser(t);
    const res = await agent.post(apiRoutes.changePassword).send(body(password));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, message, requestId: expect.any(String) });
  });

  it("success: the new password signs in, the old does not, and PasswordChanged via 'change' is appended", async () => {
    const { agent, user, password } = await registerUser(t);
    const res = await agent.post(apiRoutes.changePassword).send(valid(password));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: userSuccessMessages.passwordChanged });
    await expect(signIn(t, user.username, 'Nuova-Password-1')).resolves.toBeDefined();
    const old = await t.request().post(apiRoutes.login).send({ username: user.username, password });
    expect(old.status).toBe(401);
    expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'PasswordChanged', data: { userId: user.id, via: 'change' } });
  });

  it('this session stays signed in; the sessions on other devices are ended', async () => {
    const { agent, user, password } = await registerUser(t);
    const otherDevice = await signIn(t, user.username, password);
    await agent.post(apiRoutes.changePassword).send(valid(password));
    expect((await agent.get(apiRoutes.user)).status).toBe(200);
    expect((await otherDevice.get(apiRoutes.user)).status).toBe(401);
  });

  it('a password change spends every unused reset link of the user', async () => {
    const { agent, user, password } = await registerUser(t);
    const token = newResetToken();
    await t.database.transaction((tx) => t.app.get(ResetTokens).issue(tx, user.id, token, new Date()));
    expect((await agent.post(apiRoutes.changePassword).send(valid(password))).status).toBe(200);
    const reset = await t.request().post(apiRoutes.resetPasswordConfirm).send({ token, newPassword: 'Altra-Password-2', confirmPassword: 'Altra-Password-2' });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('Il link di recupero non è valido o è scaduto');
  });

  it('signed out: 401', async () => {
    expect((await t.request().post(apiRoutes.changePassword).send(valid('x'))).status).toBe(401);
  });
});

describe('wrong current passwords are throttled like failed sign-ins (issue 10 point 10)', () => {
  const t = useTestApp({ rateLimits: defaultRateLimits });

  const wrongCurrent = { currentPassword: 'sbagliata-123', newPassword: 'Nuova-Password-1', confirmPassword: 'Nuova-Password-1' };

  it('wrong current passwords count with failed sign-ins; past the limit the answer is 429 and the session is ended', async () => {
    const { agent, user } = await registerUser(t);
    for (let i = 0; i < 2; i++) expect((await t.request().post(apiRoutes.login).send({ username: user.username, password: 'sbagliata' })).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await agent.post(apiRoutes.changePassword).send(wrongCurrent)).status).toBe(400);
    const refused = await agent.post(apiRoutes.changePassword).send(wrongCurrent);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Troppi tentativi di accesso. Riprova tra qualche minuto.');
    expect((await agent.get(apiRoutes.user)).status).toBe(401);
  });
});
