import { apiRoutes } from '@pratiche/contracts';
import { Mailer } from '../../apps/api/src/infrastructure/mail/mailer';
import { readEvents, registerUser, signIn, signInAsAdmin, uniqueRegistration, uploadVisura, type RegisteredUser } from '../../apps/api/src/testing/accounts';
import { docBuffer } from '../../apps/api/src/testing/documents';
import { useTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

describe('every event says who caused it and in answer to what (ARCHITECTURE.md section 3)', () => {
  const t = useTestApp();
  let userId: number;
  let adminId: number;
  let registrationRequestId: string;
  beforeAll(async () => {
    const agent = t.agent();
    const visura = await uploadVisura(t, agent);
    const registered = await agent
      .post(apiRoutes.register)
      .set('X-Correlation-Id', 'registrazione-42')
      .set('X-Request-Id', 'richiesta-scelta-dal-client')
      .send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    userId = registered.body.id;
    registrationRequestId = registered.headers['x-request-id'] as string;
    await registerUser(t);
    await agent.post(apiRoutes.requestChange).send({ fieldsToChange: { phone: '3330000000' }, reason: 'Nuovo numero' });
    await t.request().post(apiRoutes.resetPassword).send({ email: registered.body.email });
    await t.app.get(Mailer).idle();
    const admin = await signInAsAdmin(t);
    adminId = (await admin.get(apiRoutes.user)).body.id;
    await admin.patch(apiRoutes.adminUserStatus(userId)).send({ status: 'active' });
    await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(userId)).attach('file', docBuffer(), 'nuova.doc');
  });

  it('every event has a correlationId and an actorId', async () => {
    const events = await readEvents(t);
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const event of events) {
      expect(event.metadata).toEqual(expect.objectContaining({ correlationId: expect.any(String) }));
      expect(event.metadata).toHaveProperty('actorId');
    }
  });

  it('the actor is known for every event but an anonymous reset request', async () => {
    const events = await readEvents(t);
    const anonymous = events.filter((e) => e.metadata.actorId === null).map((e) => e.type);
    expect(anonymous).toEqual(['PasswordResetRequested']);
  });

  it('a person signing up acts as the new user; an admin as himself; the start-up as system', async () => {
    const byType = (type: string, stream: string) => readEvents(t, stream).then((es) => es.find((e) => e.type === type)!);
    expect((await byType('UserRegistered', `user-${userId}`)).metadata.actorId).toBe(userId);
    expect((await byType('DataChangeRequested', `user-${userId}`)).metadata.actorId).toBe(userId);
    expect((await byType('UserApproved', `user-${userId}`)).metadata.actorId).toBe(adminId);
    expect((await byType('BusinessDocumentAttached', `user-${userId}`)).metadata.actorId).toBe(adminId);
    expect((await byType('UserRegistered', `user-${adminId}`)).metadata.actorId).toBe('system');
  });

  it("production safety 10: a direct client's X-Correlation-Id and X-Request-Id are replaced by a server-generated id", async () => {
    const registered = (await readEvents(t, `user-${userId}`)).find((e) => e.type === 'UserRegistered')!;
    expect(registrationRequestId).toMatch(uuid);
    expect(registered.metadata).toMatchObject({ correlationId: registrationRequestId, requestId: registrationRequestId });
  });
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('production safety 10: client ids reach event metadata only from a trusted proxy, and only well-formed', () => {
  const t = useTestApp();
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerUser(t);
  });

  /** A data-change request sent through `instance` with these headers: the id answered and the event's metadata. */
  const requestChangeThrough = async (instance: TestApp, headers: Record<string, string>) => {
    const agent = await signIn(instance, user.body.username, user.password);
    const res = await agent
      .post(apiRoutes.requestChange)
      .set(headers)
      .send({ fieldsToChange: { phone: '3330000000' }, reason: 'Nuovo numero' });
    expect(res.status).toBeLessThan(300);
    const events = (await readEvents(t, `user-${user.user.id}`)).filter((e) => e.type === 'DataChangeRequested');
    return { answered: res.headers['x-request-id'] as string, metadata: events[events.length - 1]!.metadata };
  };
  const proxyHeaders = { 'X-Request-Id': 'nginx-7f3a9c0e12b44d5f', 'X-Correlation-Id': 'ordine-000042' };

  it('TRUST_PROXY set, but the connection is not from a trusted address: the headers are ignored', async () => {
    const elsewhere = await t.anotherInstance({ config: { trustProxy: ['10.0.0.0/8'] } });
    try {
      const { answered, metadata } = await requestChangeThrough(elsewhere, proxyHeaders);
      expect(answered).toMatch(uuid);
      expect(metadata).toMatchObject({ requestId: answered, correlationId: answered });
    } finally {
      await elsewhere.close();
    }
  });

  it('behind a trusted proxy its well-formed ids are kept; malformed ones are replaced', async () => {
    const behindProxy = await t.anotherInstance({ config: { trustProxy: ['loopback'] } });
    try {
      const kept = await requestChangeThrough(behindProxy, proxyHeaders);
      expect(kept.answered).toBe('nginx-7f3a9c0e12b44d5f');
      expect(kept.metadata).toMatchObject({ requestId: 'nginx-7f3a9c0e12b44d5f', correlationId: 'ordine-000042' });
      const malformed = await requestChangeThrough(behindProxy, { 'X-Request-Id': 'x', 'X-Correlation-Id': 'a"}{"actorId":1' });
      expect(malformed.answered).toMatch(uuid);
      expect(malformed.metadata).toMatchObject({ requestId: malformed.answered, correlationId: malformed.answered });
    } finally {
      await behindProxy.close();
    }
  });
});
