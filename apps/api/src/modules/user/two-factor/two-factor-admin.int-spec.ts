import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiMessages, apiRoutes, authFailureMessages, twoFactorMessages, type AuditEntry } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../infrastructure/http/rate-limits';
import { Mailer, outboxDir } from '../../../infrastructure/mail/mailer';
import { readEvents, registerUser, signInAsAdmin, type RegisteredUser } from '../../../testing/accounts';
import { createAdmin } from '../../../testing/admins';
import { sessionCookie } from '../../../testing/cookies';
import { pdfBuffer } from '../../../testing/documents';
import { liveChannelUrl, newSessionCookie, openLiveClient, UpgradeRefused } from '../../../testing/live-client';
import { testAdmin, useTestApp } from '../../../testing/test-app';
import { WRONG_CODES_PER_SIGN_IN } from './second-factor-tries';
import { codeAt, enrol, movableClock, typePassword } from './two-factor.spec-helper';

const STEP_MS = 30_000;
const FIRST_ADMIN_ID = 1;

describe('ADMIN_2FA_REQUIRED (issue 31): an admin without a second factor must enrol before anything else', () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock, config: { adminTwoFactorRequired: true } });

  it('signs in with the password; every route but GET /api/user, GET /api/config, logout and the two-factor ones answers 403 until enrolled, an upload for another account too', async () => {
    const admin = t.agent();
    const signedIn = await typePassword(admin, testAdmin.username, testAdmin.password);
    expect(signedIn.status).toBe(200);

    for (const refused of [admin.get(apiRoutes.adminUsers), admin.get(apiRoutes.userById(FIRST_ADMIN_ID)), admin.get(apiRoutes.adminHistory('user', 1))]) {
      const res = await refused;
      expect([res.status, res.body.message]).toEqual([403, twoFactorMessages.enrolmentRequired]);
    }
    // Nor through the public upload route, which attaches a visura to another account for an admin.
    const { user } = await registerUser(t);
    const before = await readEvents(t, `user-${user.id}`);
    const upload = await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(user.id)).attach('file', pdfBuffer(), 'nuova.pdf');
    expect([upload.status, upload.body.message]).toEqual([403, twoFactorMessages.enrolmentRequired]);
    expect(await readEvents(t, `user-${user.id}`)).toEqual(before);
    expect((await admin.get(apiRoutes.user)).status).toBe(200);
    expect((await admin.get(apiRoutes.appConfig)).status).toBe(200);
    expect((await admin.get(apiRoutes.twoFactor).expect(200)).body).toEqual({ enabled: false, enrolmentRequired: true, recoveryCodesLeft: 0 });
    const elsewhere = t.agent();
    expect((await typePassword(elsewhere, testAdmin.username, testAdmin.password)).status).toBe(200);
    expect((await elsewhere.post(apiRoutes.logout)).status).toBe(200);
    expect((await elsewhere.get(apiRoutes.user)).status).toBe(401);

    await enrol(admin, time.now(), testAdmin.password);
    expect((await admin.get(apiRoutes.adminUsers)).status).toBe(200);
    expect((await admin.get(apiRoutes.twoFactor).expect(200)).body).toMatchObject({ enabled: true, enrolmentRequired: false });
  });
  it('does not touch users who are not admins', async () => {
    const { agent } = await registerUser(t);
    expect((await agent.get(apiRoutes.twoFactor).expect(200)).body.enrolmentRequired).toBe(false);
    expect((await agent.get(apiRoutes.userById(FIRST_ADMIN_ID))).body.message).not.toBe(twoFactorMessages.enrolmentRequired);
  });
});

describe('ADMIN_2FA_REQUIRED (issue 31): the live channel /ws', () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock, config: { adminTwoFactorRequired: true } });

  it('refuses the upgrade (403) to an admin who has not enrolled, and opens to the same session once enrolled', async () => {
    const url = await liveChannelUrl(t);
    const admin = t.agent();
    const cookie = sessionCookie(await typePassword(admin, testAdmin.username, testAdmin.password).expect(200));
    const refused = await openLiveClient(url, { Cookie: cookie }).then(
      () => null,
      (error: unknown) => (error instanceof UpgradeRefused ? error.status : error),
    );
    expect(refused).toBe(403);
    await enrol(admin, time.now(), testAdmin.password);
    const client = await openLiveClient(url, { Cookie: cookie });
    client.send({ type: 'auth', userId: FIRST_ADMIN_ID });
    expect(await client.nextMessage()).toEqual({ type: 'auth', ok: true });
    client.close();
  });

  it('opens to a user who is not an admin', async () => {
    const user = await registerUser(t);
    const client = await openLiveClient(await liveChannelUrl(t), { Cookie: await newSessionCookie(t, user.body.username, user.password) });
    client.close();
  });
});

describe('ADMIN_2FA_REQUIRED=false: admins work with the password alone', () => {
  const t = useTestApp({ config: { adminTwoFactorRequired: false } });

  it('the admin routes answer and nothing asks for enrolment', async () => {
    const admin = await signInAsAdmin(t);
    expect((await admin.get(apiRoutes.adminUsers)).status).toBe(200);
    expect((await admin.get(apiRoutes.twoFactor).expect(200)).body.enrolmentRequired).toBe(false);
  });
});

describe("an admin resets a user's second factor (issue 31)", () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock });

  const enrolledUser = async () => {
    const registered = await registerUser(t);
    const enrolment = await enrol(registered.agent, time.now(), registered.password);
    time.advance(STEP_MS);
    return { ...registered, ...enrolment };
  };
  const secretRows = async (userId: number) =>
    (
      await t.database.query(
        'SELECT user_id FROM two_factor_secrets WHERE user_id = $1 UNION ALL SELECT user_id FROM two_factor_recovery_codes WHERE user_id = $1',
        [userId],
      )
    ).rowCount;
  const mailsTo = async (email: string) => {
    await t.app.get(Mailer).idle();
    const dir = outboxDir(t.config);
    const files = await readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    return mails.filter((mail) => mail.includes(`To: ${email}`));
  };
  const resetBy = (agent: RegisteredUser['agent'], userId: number) => agent.post(apiRoutes.adminUserTwoFactorReset(userId));

  it("200: the event names the admin in the user's history, the secrets go, the user is told by mail and signs in with the password alone", async () => {
    const user = await enrolledUser();
    const admin = await signInAsAdmin(t);
    const res = await resetBy(admin, user.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: twoFactorMessages.reset });

    const history = (await admin.get(apiRoutes.adminHistory('user', user.user.id)).expect(200)).body as AuditEntry[];
    expect(history.find((e) => e.type === 'TwoFactorReset')).toMatchObject({
      actor: { id: FIRST_ADMIN_ID },
      data: { by: FIRST_ADMIN_ID, userId: user.user.id },
      description: "Verifica in due passaggi reimpostata dall'amministrazione",
    });
    expect(await secretRows(user.user.id)).toBe(0);
    const [mail] = await mailsTo(user.user.email);
    expect(mail).toContain('Subject: Verifica in due passaggi reimpostata - Marketplace Pratiche');

    const signIn = await typePassword(t.agent(), user.user.username, user.password);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ id: user.user.id, twoFactorEnabled: false });
  });

  describe('refusals change nothing', () => {
    it(`a non-admin: 403 '${apiMessages.adminOnly}', the user himself included; anonymous: 401`, async () => {
      const user = await enrolledUser();
      const other = await registerUser(t);
      const res = await resetBy(other.agent, user.user.id);
      expect([res.status, res.body.message]).toEqual([403, apiMessages.adminOnly]);
      expect((await resetBy(user.agent, user.user.id)).status).toBe(403);
      expect((await t.request().post(apiRoutes.adminUserTwoFactorReset(user.user.id))).status).toBe(401);
      expect((await user.agent.get(apiRoutes.twoFactor).expect(200)).body.enabled).toBe(true);
      expect(await secretRows(user.user.id)).toBe(11);
    });

    it(`an admin's own: 403 '${twoFactorMessages.selfReset}'`, async () => {
      const second = await createAdmin(t);
      await enrol(second.agent, time.now(), second.password);
      time.advance(STEP_MS);
      const res = await resetBy(second.agent, second.user.id);
      expect([res.status, res.body.message]).toEqual([403, twoFactorMessages.selfReset]);
      expect((await readEvents(t, `user-${second.user.id}`)).map((e) => e.type)).not.toContain('TwoFactorReset');
    });

    it(`a user without 2FA: 409 '${twoFactorMessages.notEnabled}'; an unknown id: 404`, async () => {
      const { user } = await registerUser(t);
      const admin = await signInAsAdmin(t);
      const off = await resetBy(admin, user.id);
      expect([off.status, off.body.message]).toEqual([409, twoFactorMessages.notEnabled]);
      expect((await resetBy(admin, 999_999)).status).toBe(404);
    });
  });

  it("erasing a user removes the user's secret and recovery codes", async () => {
    const user = await enrolledUser();
    const admin = await signInAsAdmin(t);
    await admin.delete(apiRoutes.adminUser(user.user.id)).expect(200);
    expect(await secretRows(user.user.id)).toBe(0);
  });
});

describe('wrong codes are password guesses: the same limits, the same 429 (issue 31)', () => {
  const time = movableClock();
  // Behind a trusted proxy on loopback, X-Forwarded-For gives each test its own client address.
  const t = useTestApp({ clock: time.clock, rateLimits: defaultRateLimits, config: { trustProxy: ['loopback'] } });
  let addresses = 0;

  const userFrom = async () => {
    const address = `198.51.100.${++addresses}`;
    const registered = await registerUser(t);
    const enrolment = await enrol(registered.agent, time.now(), registered.password);
    time.advance(STEP_MS);
    const agent = t.agent();
    const password = () =>
      agent.post(apiRoutes.login).set('X-Forwarded-For', address).send({ username: registered.user.username, password: registered.password });
    const code = (value: string) => agent.post(apiRoutes.loginTwoFactor).set('X-Forwarded-For', address).send({ code: value });
    return { ...registered, ...enrolment, password, code };
  };
  const tooMany = authFailureMessages.tooManyAttempts;

  /** `count` wrong codes, typing the password again after each pending sign-in's third (it ends there). */
  const wrongCodes = async (user: Awaited<ReturnType<typeof userFrom>>, count: number) => {
    for (let i = 0; i < count; i++) {
      if (i % WRONG_CODES_PER_SIGN_IN === 0) expect((await user.password()).status).toBe(202);
      expect((await user.code('000000')).status).toBe(401);
    }
  };

  it(`after ${defaultRateLimits.loginUsernameIp.points} wrong codes the right one answers 429, and so does the password`, async () => {
    const user = await userFrom();
    await wrongCodes(user, defaultRateLimits.loginUsernameIp.points);
    const right = await user.code(codeAt(user.secret, time.now()));
    expect([right.status, right.body.message]).toEqual([429, tooMany]);
    expect((await user.password()).status).toBe(429);
  });

  it('a right password does not forgive the wrong guesses before it: they and the wrong codes add up', async () => {
    const user = await userFrom();
    const wrong = () => typePassword(t.agent().set('X-Forwarded-For', `198.51.100.${addresses}`), user.user.username, 'sbagliata-123');
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(401);
    expect((await user.password()).status).toBe(202);
    for (let i = 0; i < 2; i++) expect((await user.code('000000')).status).toBe(401);
    expect((await user.code(user.recoveryCodes[0]!)).status).toBe(429);
  });

  it('a right code clears the count: the owner is signed in', async () => {
    const user = await userFrom();
    await wrongCodes(user, 4);
    expect((await user.code(codeAt(user.secret, time.now()))).status).toBe(200);
  });
});
