import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiRoutes, userSuccessMessages } from '@pratiche/contracts';
import { Mailer, outboxDir } from '../../../../infrastructure/mail/mailer';
import { readEvents, registerUser, signIn } from '../../../../testing/accounts';
import { useTestApp } from '../../../../testing/test-app';
import { Credentials } from '../../credentials/credentials';
import { hashSecret } from '../../credentials/secret-hashing';

describe('password recovery (spec 2 /reset-password, spec 5 "Reset password", spec 8 "Password recovery")', () => {
  const t = useTestApp({ config: { publicUrl: 'https://pratiche.example' } });

  const outbox = async () => readdir(outboxDir(t.config)).catch(() => [] as string[]);
  const requestReset = (email: string) => t.request().post(apiRoutes.resetPassword).send({ email });

  /** Asks for a link for `email` and returns the token read from the mail in the outbox. */
  const tokenFromMail = async (email: string): Promise<string> => {
    const before = new Set(await outbox());
    expect((await requestReset(email)).status).toBe(200);
    await t.app.get(Mailer).idle();
    const created = (await outbox()).filter((f) => !before.has(f));
    expect(created).toHaveLength(1);
    const eml = await readFile(join(outboxDir(t.config), created[0]!), 'utf8');
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return /https:\/\/pratiche\.example\/reset-password\?token=([\w-]+)/.exec(unfolded)![1]!;
  };

  const confirm = (token: string, newPassword: string, confirmPassword = newPassword) =>
    t.request().post(apiRoutes.resetPasswordConfirm).send({ token, newPassword, confirmPassword });

  describe('POST /api/reset-password', () => {
    it('answers the same generic message for a known and an unknown e-mail', async () => {
      const { body } = await registerUser(t);
      const known = await requestReset(body.email);
      const unknown = await requestReset('nessuno@example.it');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ message: userSuccessMessages.resetRequested });
      expect(unknown.body).toEqual(known.body);
    });

    it('writes a mail with the recovery link to the outbox for a known e-mail only', async () => {
      const { body } = await registerUser(t);
      const token = await tokenFromMail(body.email.toUpperCase());
      expect(token.length).toBeGreaterThanOrEqual(40);
      const before = (await outbox()).length;
      await requestReset('sconosciuto@example.it');
      await t.app.get(Mailer).idle();
      expect(await outbox()).toHaveLength(before);
    });

    it('appends PasswordResetRequested; neither the token nor its hash is in the log', async () => {
      const { user, body } = await registerUser(t);
      const token = await tokenFromMail(body.email);
      const events = await readEvents(t, `user-${user.id}`);
      expect(events.at(-1)).toMatchObject({ type: 'PasswordResetRequested', data: { userId: user.id } });
      const { rows } = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [user.id]);
      expect(rows[0]!.token_hash).not.toBe(token);
      expect(JSON.stringify(events)).not.toContain(token);
      expect(JSON.stringify(events)).not.toContain(rows[0]!.token_hash);
    });

    it("an invalid e-mail: 400 'Inserisci un indirizzo email valido'", async () => {
      const res = await requestReset('non-una-email');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Inserisci un indirizzo email valido');
    });
  });

  describe('POST /api/reset-password/confirm', () => {
    const invalidLink = 'Il link di recupero non è valido o è scaduto';

    it('the new password signs in, the old one no longer does', async () => {
      const { user, body, password } = await registerUser(t);
      const res = await confirm(await tokenFromMail(body.email), 'Nuova-Password-1');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: userSuccessMessages.passwordReset });
      await expect(signIn(t, user.username, 'Nuova-Password-1')).resolves.toBeDefined();
      const old = await t.request().post(apiRoutes.login).send({ username: user.username, password });
      expect(old.headers['x-auth-failure-reason']).toBe('PASSWORD_WRONG');
    });

    it("a token works once: the second use answers 400 'Il link di recupero non è valido o è scaduto'", async () => {
      const { body } = await registerUser(t);
      const token = await tokenFromMail(body.email);
      expect((await confirm(token, 'Nuova-Password-1')).status).toBe(200);
      const again = await confirm(token, 'Altra-Password-2');
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(invalidLink);
    });

    it('an expired token is refused', async () => {
      const { user, body } = await registerUser(t);
      const token = await tokenFromMail(body.email);
      await t.database.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
      const res = await confirm(token, 'Nuova-Password-1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(invalidLink);
    });

    it('a made-up token is refused', async () => {
      expect((await confirm('inventato', 'Nuova-Password-1')).body.message).toBe(invalidLink);
    });

    it('using one link spends the older links of the same user', async () => {
      const { body } = await registerUser(t);
      const older = await tokenFromMail(body.email);
      const newer = await tokenFromMail(body.email);
      expect((await confirm(newer, 'Nuova-Password-1')).status).toBe(200);
      expect((await confirm(older, 'Altra-Password-2')).status).toBe(400);
    });

    it('only the newest link works: sending a new link spends the older ones', async () => {
      const { body } = await registerUser(t);
      const older = await tokenFromMail(body.email);
      const newer = await tokenFromMail(body.email);
      const res = await confirm(older, 'Nuova-Password-1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(invalidLink);
      expect((await confirm(newer, 'Nuova-Password-1')).status).toBe(200);
    });

    it('any other password change (an admin setting it) spends the unused links in its transaction', async () => {
      const { user, body } = await registerUser(t);
      const token = await tokenFromMail(body.email);
      const passwordHash = await hashSecret('Scelta-Da-Admin-1');
      await t.database.transaction((tx) => t.app.get(Credentials).setPasswordHash(tx, user.id, passwordHash));
      expect((await confirm(token, 'Altra-Password-2')).body.message).toBe(invalidLink);
      await expect(signIn(t, user.username, 'Scelta-Da-Admin-1')).resolves.toBeDefined();
    });

    it("new and confirmation must match: 'Le nuove password non coincidono'", async () => {
      const res = await confirm('qualsiasi', 'Nuova-Password-1', 'Diversa-Password-1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Le nuove password non coincidono');
    });

    it("a common new password is refused, in any case: 'Password troppo comune: scegline un'altra'", async () => {
      const { body } = await registerUser(t);
      const token = await tokenFromMail(body.email);
      const res = await confirm(token, 'Iloveyou1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Password troppo comune: scegline un'altra");
      expect((await confirm(token, 'Nuova-Password-1')).status).toBe(200);
    });

    it("the new password has at least 8 characters: 'La nuova password deve essere di almeno 8 caratteri'", async () => {
      expect((await confirm('qualsiasi', 'corta')).body.message).toBe('La nuova password deve essere di almeno 8 caratteri');
    });

    it("appends PasswordChanged via 'reset' and signs the user out everywhere", async () => {
      const { agent, user, body } = await registerUser(t);
      await confirm(await tokenFromMail(body.email), 'Nuova-Password-1');
      expect((await readEvents(t, `user-${user.id}`)).at(-1)).toMatchObject({ type: 'PasswordChanged', data: { via: 'reset' } });
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
    });
  });
});
