import { apiRoutes } from '@pratiche/contracts';
import { Mailer } from '../../apps/api/src/infrastructure/mail/mailer';
import { readEvents, registerUser, signInAsAdmin, uniqueRegistration, uploadVisura } from '../../apps/api/src/testing/accounts';
import { docBuffer } from '../../apps/api/src/testing/documents';
import { createTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

describe('every event says who caused it and in answer to what (ARCHITECTURE.md section 3)', () => {
  let t: TestApp;
  let userId: number;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const agent = t.agent();
    const visura = await uploadVisura(t, agent);
    const registered = await agent
      .post(apiRoutes.register)
      .set('X-Correlation-Id', 'registrazione-42')
      .send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    userId = registered.body.id;
    await registerUser(t);
    await agent.post(apiRoutes.requestChange).send({ fieldsToChange: { phone: '3330000000' }, reason: 'Nuovo numero' });
    await t.request().post(apiRoutes.resetPassword).send({ email: registered.body.email });
    await t.app.get(Mailer).idle();
    const admin = await signInAsAdmin(t);
    adminId = (await admin.get(apiRoutes.user)).body.id;
    await admin.patch(apiRoutes.adminUserStatus(userId)).send({ status: 'active' });
    await admin.post(apiRoutes.uploadBusinessDocument).field('userId', String(userId)).attach('file', docBuffer(), 'nuova.doc');
  });
  afterAll(() => t.close());

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

  it('an X-Correlation-Id header from the client is kept as the correlation id', async () => {
    const registered = (await readEvents(t, `user-${userId}`)).find((e) => e.type === 'UserRegistered')!;
    expect(registered.metadata.correlationId).toBe('registrazione-42');
  });
});
