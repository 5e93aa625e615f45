import { createHash } from 'node:crypto';
import { apiRoutes, authFailureMessages, twoFactorMessages, userValidationMessages, type TwoFactorSetup } from '@pratiche/contracts';
import { readEvents, registerUser, type RegisteredUser } from '../../../testing/accounts';
import { sessionCookie } from '../../../testing/cookies';
import { useTestApp } from '../../../testing/test-app';
import { codeAt, enrol, movableClock, typePassword } from './two-factor.spec-helper';

const STEP_MS = 30_000;

describe('two-factor sign-in (issue 31): enrolment, sign-in, codes used once, turning it off', () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock });

  const status = async (agent: RegisteredUser['agent']) => (await agent.get(apiRoutes.twoFactor).expect(200)).body;
  const eventTypes = async (userId: number) => (await readEvents(t, `user-${userId}`)).map((e) => e.type);
  const storedRows = async (userId: number) => ({
    secrets: (await t.database.query('SELECT * FROM two_factor_secrets WHERE user_id = $1', [userId])).rows,
    codes: (await t.database.query<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1', [userId])).rows,
  });
  /** A user with 2FA on, enrolled at the clock's step; the clock then moves to the next step. */
  const enrolledUser = async () => {
    const registered = await registerUser(t);
    const enrolment = await enrol(registered.agent, time.now(), registered.password);
    time.advance(STEP_MS);
    return { ...registered, ...enrolment };
  };
  /** Password, then `code`: the agent and both answers. */
  const signInWith = async (user: RegisteredUser, code: string) => {
    const agent = t.agent();
    const first = await typePassword(agent, user.user.username, user.password);
    const second = await agent.post(apiRoutes.loginTwoFactor).send({ code });
    return { agent, first, second };
  };

  describe('enrolment', () => {
    it('setup gives a secret, its otpauth URL (issuer Marketplace Pratiche, the username) and a QR code as SVG; nothing is on yet', async () => {
      const { agent, user, password } = await registerUser(t);
      expect(await status(agent)).toEqual({ enabled: false, enrolmentRequired: false, recoveryCodesLeft: 0 });
      const setup = (await agent.post(apiRoutes.twoFactorSetup).send({ password }).expect(200)).body as TwoFactorSetup;
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUrl).toBe(`otpauth://totp/Marketplace%20Pratiche:${user.username}?secret=${setup.secret}&issuer=Marketplace%20Pratiche`);
      expect(setup.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect((await status(agent)).enabled).toBe(false);
      expect(await eventTypes(user.id)).not.toContain('TwoFactorEnabled');
    });

    it(`a wrong code is refused with 400 '${twoFactorMessages.codeWrong}' and enables nothing; enabling without a setup: 409`, async () => {
      const { agent, user, password } = await registerUser(t);
      const none = await agent.post(apiRoutes.twoFactorEnable).send({ code: '123456' });
      expect([none.status, none.body.message]).toEqual([409, twoFactorMessages.noSetup]);
      const { secret } = (await agent.post(apiRoutes.twoFactorSetup).send({ password }).expect(200)).body as TwoFactorSetup;
      const wrong = await agent.post(apiRoutes.twoFactorEnable).send({ code: codeAt(secret, new Date(time.now().getTime() - 5 * STEP_MS)) });
      expect([wrong.status, wrong.body.message]).toEqual([400, twoFactorMessages.codeWrong]);
      const malformed = await agent.post(apiRoutes.twoFactorEnable).send({ code: '12ab' });
      expect([malformed.status, malformed.body.message]).toEqual([400, twoFactorMessages.code]);
      expect(await status(agent)).toEqual({ enabled: false, enrolmentRequired: false, recoveryCodesLeft: 0 });
      expect(await eventTypes(user.id)).not.toContain('TwoFactorEnabled');
    });

    it('the right code enables it: 10 recovery codes xxxxx-xxxxx, the event, the session user; the table holds only their SHA-256', async () => {
      const { agent, user, password } = await registerUser(t);
      const { recoveryCodes } = await enrol(agent, time.now(), password);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect(await status(agent)).toEqual({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 10 });
      expect((await agent.get(apiRoutes.user).expect(200)).body.twoFactorEnabled).toBe(true);
      expect(await eventTypes(user.id)).toContain('TwoFactorEnabled');

      const { secrets, codes } = await storedRows(user.id);
      expect(secrets).toEqual([expect.objectContaining({ confirmed: true })]);
      const stored = codes.map((row) => row.code_hash).sort();
      expect(stored).toEqual(recoveryCodes.map((code) => createHash('sha256').update(code).digest('hex')).sort());
      const dump = JSON.stringify(codes);
      for (const code of recoveryCodes) expect(dump).not.toContain(code);
    });

    it(`once on, a new setup or enable is refused with 409 '${twoFactorMessages.alreadyEnabled}'`, async () => {
      const { agent, password } = await enrolledUser();
      const setup = await agent.post(apiRoutes.twoFactorSetup).send({ password });
      expect([setup.status, setup.body.message]).toEqual([409, twoFactorMessages.alreadyEnabled]);
      const enable = await agent.post(apiRoutes.twoFactorEnable).send({ code: '123456' });
      expect([enable.status, enable.body.message]).toEqual([409, twoFactorMessages.alreadyEnabled]);
    });
  });

  describe('sign-in', () => {
    it('users without 2FA: spec 7 unchanged, 200 with the user', async () => {
      const { user, password } = await registerUser(t);
      const res = await typePassword(t.agent(), user.username, password);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, twoFactorEnabled: false });
    });

    it('password right: 202 with the challenge and no user in the session; then the code: 200 with the user, on a new session id', async () => {
      const user = await enrolledUser();
      const agent = t.agent();
      const first = await typePassword(agent, user.user.username, user.password);
      expect(first.status).toBe(202);
      expect(first.body).toEqual({ twoFactorRequired: true, message: twoFactorMessages.challenge });
      const pendingCookie = sessionCookie(first);
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
      expect((await agent.get(apiRoutes.twoFactor)).status).toBe(401);

      const second = await agent.post(apiRoutes.loginTwoFactor).send({ code: codeAt(user.secret, time.now()) });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ id: user.user.id, username: user.user.username, twoFactorEnabled: true });
      expect(sessionCookie(second)).not.toEqual(pendingCookie);
      expect((await agent.get(apiRoutes.user).expect(200)).body.id).toBe(user.user.id);
    });

    it(`a wrong password is still 401 PASSWORD_WRONG, before any code`, async () => {
      const user = await enrolledUser();
      const res = await typePassword(t.agent(), user.user.username, 'sbagliata-123');
      expect([res.status, res.body.message]).toEqual([401, authFailureMessages.PASSWORD_WRONG]);
    });

    it(`without a pending sign-in, or 5 minutes after the password: 401 '${twoFactorMessages.noPendingSignIn}'`, async () => {
      const user = await enrolledUser();
      const fresh = await t
        .agent()
        .post(apiRoutes.loginTwoFactor)
        .send({ code: codeAt(user.secret, time.now()) });
      expect([fresh.status, fresh.body.message]).toEqual([401, twoFactorMessages.noPendingSignIn]);

      const agent = t.agent();
      expect((await typePassword(agent, user.user.username, user.password)).status).toBe(202);
      time.advance(5 * 60 * 1000 + 1000);
      const late = await agent.post(apiRoutes.loginTwoFactor).send({ code: codeAt(user.secret, time.now()) });
      expect([late.status, late.body.message]).toEqual([401, twoFactorMessages.noPendingSignIn]);
      expect((await agent.get(apiRoutes.user)).status).toBe(401);
    });

    it(`a code is accepted once: the same code again is 401 '${twoFactorMessages.codeWrong}', and so is the code that enabled 2FA`, async () => {
      const registered = await registerUser(t);
      const enrolledAt = time.now();
      const { secret } = await enrol(registered.agent, enrolledAt, registered.password);
      const enablingCode = await signInWith(registered, codeAt(secret, enrolledAt));
      expect([enablingCode.second.status, enablingCode.second.body.message]).toEqual([401, twoFactorMessages.codeWrong]);

      time.advance(STEP_MS);
      const code = codeAt(secret, time.now());
      expect((await signInWith(registered, code)).second.status).toBe(200);
      const again = await signInWith(registered, code);
      expect([again.second.status, again.second.body.message]).toEqual([401, twoFactorMessages.codeWrong]);
      expect((await again.agent.get(apiRoutes.user)).status).toBe(401);
    });

    it('two parallel sign-ins with one code: exactly one succeeds', async () => {
      const user = await enrolledUser();
      const agents = [t.agent(), t.agent()];
      for (const agent of agents) expect((await typePassword(agent, user.user.username, user.password)).status).toBe(202);
      const code = codeAt(user.secret, time.now());
      const answers = await Promise.all(agents.map((agent) => agent.post(apiRoutes.loginTwoFactor).send({ code })));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    });

    it('a recovery code signs in once (any case, dash optional); used again: 401, one code fewer left', async () => {
      const user = await enrolledUser();
      const [first, second] = user.recoveryCodes as [string, string];
      const used = await signInWith(user, first);
      expect(used.second.status).toBe(200);
      expect((await status(used.agent)).recoveryCodesLeft).toBe(9);
      const again = await signInWith(user, first);
      expect([again.second.status, again.second.body.message]).toEqual([401, twoFactorMessages.codeWrong]);
      expect((await signInWith(user, second.replace('-', '').toUpperCase())).second.status).toBe(200);
      expect((await storedRows(user.user.id)).codes).toHaveLength(8);
    });

    it("another user's code does not sign in", async () => {
      const user = await enrolledUser();
      const other = await enrolledUser();
      const res = await signInWith(user, other.recoveryCodes[0]!);
      expect(res.second.status).toBe(401);
      expect((await storedRows(other.user.id)).codes).toHaveLength(10);
    });
  });

  describe('turning it off needs the password and a code', () => {
    it(`a wrong password: 400 '${userValidationMessages.wrongCurrentPassword}'; a wrong code: 400 '${twoFactorMessages.codeWrong}'; nothing changes`, async () => {
      const user = await enrolledUser();
      const wrongPassword = await user.agent.post(apiRoutes.twoFactorDisable).send({ password: 'sbagliata-123', code: user.recoveryCodes[0] });
      expect([wrongPassword.status, wrongPassword.body.message]).toEqual([400, userValidationMessages.wrongCurrentPassword]);
      const wrongCode = await user.agent.post(apiRoutes.twoFactorDisable).send({ password: user.password, code: 'aaaaa-aaaaa' });
      expect([wrongCode.status, wrongCode.body.message]).toEqual([400, twoFactorMessages.codeWrong]);
      const missing = await user.agent.post(apiRoutes.twoFactorDisable).send({ code: '123456' });
      expect([missing.status, missing.body.message]).toEqual([400, twoFactorMessages.password]);
      // The recovery code sent with the wrong password was not spent.
      expect(await status(user.agent)).toEqual({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 10 });
      expect(await eventTypes(user.user.id)).not.toContain('TwoFactorDisabled');
    });

    it('password and a code: off, the secret and the codes are gone, the password alone signs in', async () => {
      const user = await enrolledUser();
      const res = await user.agent.post(apiRoutes.twoFactorDisable).send({ password: user.password, code: codeAt(user.secret, time.now()) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: twoFactorMessages.disabled });
      expect(await status(user.agent)).toEqual({ enabled: false, enrolmentRequired: false, recoveryCodesLeft: 0 });
      expect(await storedRows(user.user.id)).toEqual({ secrets: [], codes: [] });
      expect(await eventTypes(user.user.id)).toContain('TwoFactorDisabled');
      expect((await typePassword(t.agent(), user.user.username, user.password)).status).toBe(200);

      const again = await user.agent.post(apiRoutes.twoFactorDisable).send({ password: user.password, code: '123456' });
      expect([again.status, again.body.message]).toEqual([409, twoFactorMessages.notEnabled]);
    });
  });
});
