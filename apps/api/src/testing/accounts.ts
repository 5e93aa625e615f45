import { randomInt } from 'node:crypto';
import { apiRoutes, type RegisterRequest, type UploadedFileResponse, type UserResponse } from '@pratiche/contracts';
import { openPersonalData } from '../infrastructure/personal-data/personal-data-envelope';
import { pdfBuffer } from './documents';
import { testAdmin, type TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

let counter = 0;

/** A registration body whose username, VAT number and e-mail no other call returns. */
export const uniqueRegistration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest & { password: string } => {
  counter += 1;
  const tag = `${randomInt(10_000, 99_999)}${String(counter).padStart(6, '0')}`;
  return {
    username: `utente${tag}`,
    password: 'Password-123!',
    companyName: `Impresa ${tag} S.r.l.`,
    vatNumber: tag,
    legalRepName: 'Mario Rossi',
    phone: `3${tag.slice(2)}`,
    email: `utente${tag}@example.it`,
    isCedente: true,
    isCessionario: false,
    ...overrides,
  } as RegisterRequest & { password: string };
};

/** Uploads a visura as the registration form does (anonymously unless `agent` is signed in). */
export const uploadVisura = async (t: TestApp, agent: Agent = t.agent(), bytes = pdfBuffer(), name = 'visura.pdf') => {
  const res = await agent.post(apiRoutes.uploadBusinessDocument).attach('file', bytes, name);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as UploadedFileResponse;
};

export type RegisteredUser = { agent: Agent; user: UserResponse; password: string; body: RegisterRequest };

/** Upload + register, as a browser: the returned agent is signed in as the new (pending) user. */
export const registerUser = async (t: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<RegisteredUser> => {
  const agent = t.agent();
  const visura = await uploadVisura(t, agent);
  const body = uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename }, ...overrides });
  const res = await agent.post(apiRoutes.register).send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body as UserResponse, password: body.password as string, body };
};

export const signIn = async (t: TestApp, username: string, password: string): Promise<Agent> => {
  const agent = t.agent();
  const res = await agent.post(apiRoutes.login).send({ username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
};

export const signInAsAdmin = (t: TestApp) => signIn(t, testAdmin.username, testAdmin.password);

/** A registered user that the admin has approved: may use every active-only feature. */
export const createActiveUser = async (t: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<RegisteredUser> => {
  const registered = await registerUser(t, overrides);
  const admin = await signInAsAdmin(t);
  const res = await admin.patch(apiRoutes.adminUserStatus(registered.user.id)).send({ status: 'active' });
  if (res.status !== 200) throw new Error(`activation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...registered, user: res.body as UserResponse };
};

/** Every event of the log (optionally of one stream), oldest first, as stored: personal data sealed. */
export const readStoredEvents = async (t: TestApp, streamId?: string) => {
  const { rows } = await t.database.query<{ stream_id: string; type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>(
    `SELECT stream_id, type, data, metadata FROM events ${streamId ? 'WHERE stream_id = $1' : ''} ORDER BY global_position`,
    streamId ? [streamId] : [],
  );
  return rows;
};

/** Every event of the log (optionally of one stream), oldest first, as a history reader sees it. */
export const readEvents = async (t: TestApp, streamId?: string) => openPersonalData(t.database, await readStoredEvents(t, streamId));
