import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRoutes, twoFactorMessages, userValidationMessages } from '@pratiche/contracts';
import { allProjections } from '../../../app.projections';
import { writeBackup } from '../../../infrastructure/backup/write-backup';
import { Mailer, outboxDir } from '../../../infrastructure/mail/mailer';
import { UploadStorage } from '../../../infrastructure/uploads/upload-storage';
import { registerUser, signIn, signInAsAdmin, type RegisteredUser } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/test-app';
import { newResetToken, ResetTokens } from '../credentials/reset-tokens';
import { WRONG_CODES_BEFORE_LOCK, WRONG_CODES_PER_SIGN_IN } from './second-factor-tries';
import { TOTP_KEY_FILE } from './totp-secret-key';
import { codeAt, enrol, movableClock } from './two-factor.spec-helper';

const STEP_MS = 30_000;
const PARALLEL = 20;
const WRONG = '000000';
/** The password-guess limits stay on but out of the way: these tests are about the second factor's own cap. */
const roomyGuessLimits = {
  loginUsernameIp: { points: 1000, durationSeconds: 900 },
  loginIp: { points: 1000, durationSeconds: 900 },
  loginAccount: { points: 1000, durationSeconds: 3600 },
};

describe('second factor: a cap, not only a rate', () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock, rateLimits: roomyGuessLimits });

  type Enrolled = RegisteredUser & { secret: string; recoveryCodes: string[] };
  const enrolledUser = async (): Promise<Enrolled> => {
    const registered = await registerUser(t);
    const enrolment = await enrol(registered.agent, time.now(), registered.password);
    time.advance(STEP_MS);
    return { ...registered, ...enrolment };
  };
  /** A new device that typed the right password (202): it may now send codes. */
  const pendingSignIn = async (user: Enrolled, password = user.password) => {
    const agent = t.agent();
    expect((await agent.post(apiRoutes.login).send({ username: user.user.username, password })).status).toBe(202);
    return agent;
  };
  const sendCode = (agent: ReturnType<typeof t.agent>, code: string) => agent.post(apiRoutes.loginTwoFactor).send({ code });
  /** `count` wrong codes in a row, typing the password again when a pending sign-in ends: the last answer. */
  const wrongCodes = async (user: Enrolled, count: number) => {
    let agent = await pendingSignIn(user);
    let last = await sendCode(agent, WRONG);
    for (let i = 1; i < count; i++) {
      if (i % WRONG_CODES_PER_SIGN_IN === 0) agent = await pendingSignIn(user);
      last = await sendCode(agent, WRONG);
    }
    return last;
  };
  const failedCodes = async (userId: number) =>
    (await t.database.query<{ failed_codes: number }>('SELECT failed_codes FROM two_factor_secrets WHERE user_id = $1', [userId])).rows[0]?.failed_codes;
  const mailsTo = async (email: string) => {
    await t.app.get(Mailer).idle();
    const dir = outboxDir(t.config);
    const files = await readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    return mails.filter((mail) => mail.includes(`To: ${email}`));
  };
  const lockMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.includes('Subject: Accesso bloccato: cambia la password'));

  describe('three wrong codes end the pending sign-in', () => {
    it(`the third wrong code answers 401 '${twoFactorMessages.tooManyCodes}'; then even the right code needs the password again`, async () => {
      const user = await enrolledUser();
      const agent = await pendingSignIn(user);
      for (let i = 1; i < WRONG_CODES_PER_SIGN_IN; i++) expect((await sendCode(agent, WRONG)).body.message).toBe(twoFactorMessages.codeWrong);
      const third = await sendCode(agent, WRONG);
      expect([third.status, third.body.message]).toEqual([401, twoFactorMessages.tooManyCodes]);
      const right = await sendCode(agent, codeAt(user.secret, time.now()));
      expect([right.status, right.body.message]).toEqual([401, twoFactorMessages.noPendingSignIn]);
      expect((await agent.get(apiRoutes.user)).status).toBe(401);

      const again = await pendingSignIn(user);
      expect((await sendCode(again, codeAt(user.secret, time.now()))).status).toBe(200);
    });

    it(`${PARALLEL} parallel wrong codes on one pending sign-in: only ${WRONG_CODES_PER_SIGN_IN} are checked`, async () => {
      const user = await enrolledUser();
      const agent = await pendingSignIn(user);
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => sendCode(agent, WRONG)));
      expect(answers.every((res) => res.status === 401)).toBe(true);
      expect(answers.filter((res) => res.body.message === twoFactorMessages.codeWrong)).toHaveLength(WRONG_CODES_PER_SIGN_IN - 1);
      expect(await failedCodes(user.user.id)).toBe(WRONG_CODES_PER_SIGN_IN);
    });
  });

  describe(`${WRONG_CODES_BEFORE_LOCK} wrong codes in a row lock the code step until the password changes`, () => {
    it(`the ${WRONG_CODES_BEFORE_LOCK}th answers '${twoFactorMessages.locked}', the right code and a recovery code are then refused too, and the owner gets one mail (Italian): the password was right, the codes were not, change the password`, async () => {
      const user = await enrolledUser();
      const last = await wrongCodes(user, WRONG_CODES_BEFORE_LOCK);
      expect([last.status, last.body.message]).toEqual([401, twoFactorMessages.locked]);
      for (const code of [codeAt(user.secret, time.now()), user.recoveryCodes[0]!]) {
        const res = await sendCode(await pendingSignIn(user), code);
        expect([res.status, res.body.message]).toEqual([401, twoFactorMessages.locked]);
      }
      expect(await failedCodes(user.user.id)).toBe(WRONG_CODES_BEFORE_LOCK);

      const mails = await lockMails(user.user.email);
      expect(mails).toHaveLength(1);
      const text = mails[0]!.replace(/=\r?\n/g, '').replace(/\r?\n/g, ' ');
      expect(text).toContain('password corretta');
      expect(text).toContain(`sbagliato ${WRONG_CODES_BEFORE_LOCK} volte di seguito`);
      expect(text).toContain('cambiala subito');
    });

    it(`${PARALLEL} parallel wrong codes from ${PARALLEL} pending sign-ins: exactly ${WRONG_CODES_BEFORE_LOCK} are checked, one lock mail`, async () => {
      const user = await enrolledUser();
      const agents = [];
      for (let i = 0; i < PARALLEL; i++) agents.push(await pendingSignIn(user));
      const answers = await Promise.all(agents.map((agent) => sendCode(agent, WRONG)));
      const checked = answers.filter((res) => res.body.message === twoFactorMessages.codeWrong);
      expect(checked).toHaveLength(WRONG_CODES_BEFORE_LOCK - 1);
      expect(answers.filter((res) => res.body.message === twoFactorMessages.locked)).toHaveLength(PARALLEL - checked.length);
      expect(await failedCodes(user.user.id)).toBe(WRONG_CODES_BEFORE_LOCK);
      expect(await lockMails(user.user.email)).toHaveLength(1);
    });

    it('a right code starts the count again: failures are consecutive', async () => {
      const user = await enrolledUser();
      await wrongCodes(user, WRONG_CODES_BEFORE_LOCK - 1);
      expect((await sendCode(await pendingSignIn(user), codeAt(user.secret, time.now()))).status).toBe(200);
      time.advance(STEP_MS);
      expect(await failedCodes(user.user.id)).toBe(0);
      const next = await wrongCodes(user, WRONG_CODES_PER_SIGN_IN);
      expect(next.body.message).toBe(twoFactorMessages.tooManyCodes);
      expect((await sendCode(await pendingSignIn(user), codeAt(user.secret, time.now()))).status).toBe(200);
    });

    it('a password reset lifts the lock: the new password and a code sign in', async () => {
      const user = await enrolledUser();
      await wrongCodes(user, WRONG_CODES_BEFORE_LOCK);
      const token = newResetToken();
      await t.database.transaction((tx) => t.app.get(ResetTokens).issue(tx, user.user.id, token, time.now()));
      const newPassword = 'Nuova-Password-1';
      await t.request().post(apiRoutes.resetPasswordConfirm).send({ token, newPassword, confirmPassword: newPassword }).expect(200);
      const res = await sendCode(await pendingSignIn(user, newPassword), codeAt(user.secret, time.now()));
      expect(res.status).toBe(200);
    });

    it('locked: a signed-in device can still turn 2FA off with the password and a recovery code', async () => {
      const user = await enrolledUser();
      await wrongCodes(user, WRONG_CODES_BEFORE_LOCK);
      const res = await user.agent.post(apiRoutes.twoFactorDisable).send({ password: user.password, code: user.recoveryCodes[0] });
      expect(res.status).toBe(200);
      expect((await t.agent().post(apiRoutes.login).send({ username: user.user.username, password: user.password })).status).toBe(200);
    });

    it("locked: an admin's reset of the second factor lets the owner in with the password alone", async () => {
      const user = await enrolledUser();
      await wrongCodes(user, WRONG_CODES_BEFORE_LOCK);
      await (await signInAsAdmin(t)).post(apiRoutes.adminUserTwoFactorReset(user.user.id)).expect(200);
      expect((await t.agent().post(apiRoutes.login).send({ username: user.user.username, password: user.password })).status).toBe(200);
    });
  });

  describe('setting up asks for the current password; enabling ends the other sessions', () => {
    it(`setup without the password: 400 '${twoFactorMessages.password}'; a wrong one: 400 '${userValidationMessages.wrongCurrentPassword}'; no secret is stored`, async () => {
      const { agent, user } = await registerUser(t);
      const missing = await agent.post(apiRoutes.twoFactorSetup).send({});
      expect([missing.status, missing.body.message]).toEqual([400, twoFactorMessages.password]);
      const wrong = await agent.post(apiRoutes.twoFactorSetup).send({ password: 'sbagliata-123' });
      expect([wrong.status, wrong.body.message]).toEqual([400, userValidationMessages.wrongCurrentPassword]);
      const { rowCount } = await t.database.query('SELECT 1 FROM two_factor_secrets WHERE user_id = $1', [user.id]);
      expect(rowCount).toBe(0);
    });

    it("enabling ends the account's other sessions; the session that enabled stays signed in", async () => {
      const registered = await registerUser(t);
      const otherDevice = await signIn(t, registered.user.username, registered.password);
      expect((await otherDevice.get(apiRoutes.user)).status).toBe(200);
      await enrol(registered.agent, time.now(), registered.password);
      time.advance(STEP_MS);
      expect((await otherDevice.get(apiRoutes.user)).status).toBe(401);
      expect((await registered.agent.get(apiRoutes.user)).status).toBe(200);
    });
  });
});

describe('setting up 2FA: wrong passwords are guesses like failed sign-ins', () => {
  const t = useTestApp();

  it('past the limit the answer is 429 and the session ends, as on change-password', async () => {
    const { agent, user } = await registerUser(t);
    for (let i = 0; i < 2; i++) expect((await t.request().post(apiRoutes.login).send({ username: user.username, password: 'sbagliata' })).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await agent.post(apiRoutes.twoFactorSetup).send({ password: 'sbagliata-123' })).status).toBe(400);
    expect((await agent.post(apiRoutes.twoFactorSetup).send({ password: 'sbagliata-123' })).status).toBe(429);
    expect((await agent.get(apiRoutes.user)).status).toBe(401);
  });
});

describe('TOTP secrets are encrypted at rest with a key outside the database', () => {
  const time = movableClock();
  const t = useTestApp({ clock: time.clock });

  const storedSecret = async (userId: number) =>
    (await t.database.query<{ row: string }>('SELECT row_to_json(s)::text AS row FROM two_factor_secrets s WHERE user_id = $1', [userId])).rows[0]!.row;

  it('the table holds ciphertext: neither the secret being set up nor the confirmed one appears in it', async () => {
    const { agent, user, password } = await registerUser(t);
    const setup = (await agent.post(apiRoutes.twoFactorSetup).send({ password }).expect(200)).body as { secret: string };
    expect(await storedSecret(user.id)).not.toContain(setup.secret);
    await agent
      .post(apiRoutes.twoFactorEnable)
      .send({ code: codeAt(setup.secret, time.now()) })
      .expect(200);
    const row = await storedSecret(user.id);
    expect(row).not.toContain(setup.secret);
    expect(JSON.parse(row)).toMatchObject({ confirmed: true, secret: expect.stringMatching(/^v1:/) });
  });

  it('a backup holds only the ciphertext, and not the key', async () => {
    const registered = await registerUser(t);
    const { secret } = await enrol(registered.agent, time.now(), registered.password);
    const folder = join(await mkdtemp(join(tmpdir(), 'pratiche-totp-backup-')), 'backup');
    try {
      await writeBackup(t.database, t.app.get(UploadStorage), folder, allProjections, time.clock);
      const table = await readFile(join(folder, 'tables', 'two_factor_secrets.jsonl'), 'utf8');
      expect(table).toContain(`"user_id":${registered.user.id}`);
      expect(table).not.toContain(secret);
      const key = (await readFile(join(t.config.dataDir, TOTP_KEY_FILE), 'utf8')).trim();
      const everything = await Promise.all(
        (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'utf8')),
      );
      for (const text of everything) expect(text).not.toContain(key);
    } finally {
      await rm(join(folder, '..'), { recursive: true, force: true });
    }
  });

  it('a plaintext secret of an older version is sealed at the next start, and its codes still sign in', async () => {
    const registered = await registerUser(t);
    const { secret } = await enrol(registered.agent, time.now(), registered.password);
    time.advance(STEP_MS);
    await t.database.query('UPDATE two_factor_secrets SET secret = $2 WHERE user_id = $1', [registered.user.id, secret]);
    const restarted = await t.anotherInstance({ clock: time.clock });
    try {
      expect(await storedSecret(registered.user.id)).not.toContain(secret);
      const agent = restarted.agent();
      expect((await agent.post(apiRoutes.login).send({ username: registered.user.username, password: registered.password })).status).toBe(202);
      expect((await agent.post(apiRoutes.loginTwoFactor).send({ code: codeAt(secret, time.now()) })).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
