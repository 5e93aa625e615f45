import { apiRoutes, type TwoFactorSetup } from '@pratiche/contracts';
import { generateSync } from 'otplib';
import type { TestApp } from '../../../testing/test-app';

type Agent = ReturnType<TestApp['agent']>;

/** A clock the test moves: each sign-in spends a 30-second step, so the next one needs the clock moved on. */
export const movableClock = (start = '2026-05-04T08:00:00.000Z') => {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    now: () => new Date(now),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
};

/** What the authenticator app shows for `secret` at `at` (RFC 6238, 30 s, 6 digits). */
export const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Setup (with the account's `password`) and enable with a code of the setup's secret at `at`: the secret and the 10 recovery codes. */
export const enrol = async (agent: Agent, at: Date, password: string): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const setup = (await agent.post(apiRoutes.twoFactorSetup).send({ password }).expect(200)).body as TwoFactorSetup;
  const enabled = await agent.post(apiRoutes.twoFactorEnable).send({ code: codeAt(setup.secret, at) });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  return { secret: setup.secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
};

/** The first step of a sign-in: the password (202 for a user with 2FA). */
export const typePassword = (agent: Agent, username: string, password: string) => agent.post(apiRoutes.login).send({ username, password });
