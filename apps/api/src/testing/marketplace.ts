import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { apiRoutes } from '@pratiche/contracts';
import { practiceStreamId, walletStreamId, type PracticeDetails } from '@pratiche/domain';
import { systemContext } from '../infrastructure/command-handling/request-context';
import { EVENT_STORE } from '../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { sessionCookieName } from '../infrastructure/sessions/session-cookie';
import { loadSessionSecret } from '../infrastructure/sessions/session-secret';
import { UserRegistration } from '../modules/user/user-registration';
import { uniqueRegistration } from './accounts';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

/**
 * Fast accounts for the marketplace's concurrency tests and bench: registering and signing in
 * through HTTP costs two argon2 hashes each, too slow for a hundred buyers on two cores. These
 * helpers go through the same registration service (events, read models, claims) with a
 * placeholder hash nobody can sign in with, and open the session the way express-session would.
 */

const placeholderHash = 'not-a-password-hash';

const appendEvents = async (t: TestApp, streamId: string, events: { type: string; data: object }[]) => {
  const store = t.app.get<PostgresEventStore>(EVENT_STORE);
  const metadata = { actorId: 'system' as const, correlationId: randomUUID() };
  await store.append([{ streamId, expectedVersion: 'any', events: events.map((e) => ({ eventId: randomUUID(), ...e, metadata })) }]);
};

/** A session row for `userId` and the signed cookie that names it (express-session's `s:` format). */
export const sessionFor = async (t: TestApp, userId: number): Promise<string> => {
  const sid = randomBytes(24).toString('base64url');
  // Far in the future: tests that move the clock ahead open a new session afterwards (the idle deadline follows the clock).
  const until = new Date('2100-01-01T00:00:00.000Z');
  const sess = { cookie: { originalMaxAge: null, expires: null, httpOnly: true, path: '/', sameSite: 'lax' }, passport: { user: userId } };
  await t.database.query('INSERT INTO sessions (sid, sess, user_id, expires_at, absolute_expires_at) VALUES ($1, $2::jsonb, $3, $4, $5)', [
    sid,
    JSON.stringify(sess),
    userId,
    until,
    until,
  ]);
  const secret = await loadSessionSecret(t.database, t.config.sessionSecret);
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${sessionCookieName(t.config)}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
};

export type FastUser = { id: number; cookie: string; agent: Agent };

/** A new agent signed in as `userId` (after a test moved the clock past the idle deadline). */
export const agentFor = async (t: TestApp, userId: number): Promise<Agent> => {
  const agent = t.agent();
  agent.set('Cookie', await sessionFor(t, userId));
  return agent;
};

/** An active user with the given roles, signed in; `credits` are added by an admin (CreditsAdded). */
export const createFastUser = async (
  t: TestApp,
  options: { credits?: number; isCedente?: boolean; isCessionario?: boolean; companyName?: string } = {},
): Promise<FastUser> => {
  const isCedente = options.isCedente ?? false;
  const isCessionario = options.isCessionario ?? true;
  const unique = uniqueRegistration();
  const { username, vatNumber, legalRepName, phone, email } = unique;
  const companyName = options.companyName ?? unique.companyName;
  const id = await t.app.get(UserRegistration).register({
    profile: { username, companyName, vatNumber, legalRepName, phone, email, isCedente, isCessionario, isAdmin: false },
    passwordHash: placeholderHash,
    // The decider requires a visura; no file is behind this name, and no test downloads it.
    businessDocument: { originalName: 'visura.pdf', filename: `${randomBytes(16).toString('hex')}.pdf` },
    initialStatus: 'active',
    context: () => systemContext(),
  });
  if (options.credits) await fundWallet(t, id, options.credits);
  const cookie = await sessionFor(t, id);
  const agent = t.agent();
  agent.set('Cookie', cookie);
  return { id, cookie, agent };
};

/** Issue 45: an active cessionario declared a bank ('banca', through the API), as a practice's capogruppo must be. */
export const createBankAccount = async (t: TestApp): Promise<FastUser> => {
  const bank = await createFastUser(t);
  const res = await bank.agent.put(apiRoutes.buyerKind).send({ kind: 'banca', registerNumber: '03069' });
  if (res.status !== 200) throw new Error(`declaration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return bank;
};

/** Active buyers (cessionari), each funded with `credits`. */
export const createFastBuyers = (t: TestApp, count: number, credits: number): Promise<FastUser[]> =>
  Promise.all(Array.from({ length: count }, () => createFastUser(t, { credits })));

export const fundWallet = (t: TestApp, userId: number, credits: number) =>
  appendEvents(t, walletStreamId(userId), [{ type: 'CreditsAdded', data: { userId, at: new Date().toISOString(), credits, by: 1, method: 'pin' } }]);

const details: PracticeDetails = {
  type: 'SUPERBONUS_110',
  year: new Date().getFullYear() + 1,
  amount: 50_000,
  discount: 10,
  isTraceable: true,
  tributeCode: '7701',
  numSites: 1,
};

/** An approved practice of `sellerId`, written as the seller's submission and an admin's approval. */
export const createApprovedPractice = async (t: TestApp, sellerId: number, overrides: Partial<PracticeDetails> = {}): Promise<number> => {
  const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
  const practiceId = rows[0]!.id;
  const at = new Date().toISOString();
  await appendEvents(t, practiceStreamId(practiceId), [
    {
      type: 'PracticeSubmitted',
      data: { practiceId, by: sellerId, at, userId: sellerId, ...details, ...overrides, documents: { societari: [], fiscali: [] } },
    },
    { type: 'PracticeApproved', data: { practiceId, by: 1, at, comment: null } },
  ]);
  return practiceId;
};

/** Every wallet event of the log, summed by kind: what conservation checks compare. */
export const walletTotals = async (t: TestApp) => {
  const { rows } = await t.database.query<{ type: string; credits: string | null }>(
    `SELECT type, sum((data ->> 'credits')::int) AS credits FROM events WHERE stream_id LIKE 'wallet-%' GROUP BY type`,
  );
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.credits ?? 0);
  return { added: of('CreditsAdded') + of('CreditsPurchased'), spent: of('CreditsSpent') };
};

/** A balance as the fold of its wallet stream. */
export const walletBalance = async (t: TestApp, userId: number) => {
  const { rows } = await t.database.query<{ balance: string | null }>(
    `SELECT sum(CASE WHEN type = 'CreditsSpent' THEN -(data ->> 'credits')::int ELSE (data ->> 'credits')::int END) AS balance
     FROM events WHERE stream_id = $1`,
    [walletStreamId(userId)],
  );
  return Number(rows[0]!.balance ?? 0);
};
