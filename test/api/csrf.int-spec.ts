import type { AddressInfo } from 'node:net';
import { apiRoutes } from '@pratiche/contracts';
import { registerUser, uniqueRegistration, uploadVisura } from '../../apps/api/src/testing/accounts';
import { pdfBuffer } from '../../apps/api/src/testing/documents';
import { createTestApp, type TestApp } from '../../apps/api/src/testing/test-app';

const refused = { error: 'Richiesta non consentita', message: 'Richiesta non consentita', requestId: expect.any(String) };

describe('CSRF: state-changing requests from a foreign origin are refused (ARCHITECTURE.md section 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.http.listen(0);
  });
  afterAll(async () => {
    t.http.close();
    await t.close();
  });

  const count = async (table: string) => (await t.database.query(`SELECT 1 FROM ${table}`)).rows.length;
  const ownOrigin = () => `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;

  it('a registration posted from another site is refused and nothing changes', async () => {
    const visura = await uploadVisura(t);
    const [users, events] = [await count('users_view'), await count('events')];
    const res = await t
      .request()
      .post(apiRoutes.register)
      .set('Origin', 'https://sito-malevolo.example')
      .send(uniqueRegistration({ businessDocument: { originalName: visura.originalName, filename: visura.filename } }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);
    expect(await count('users_view')).toBe(users);
    expect(await count('events')).toBe(events);
  });

  it('an upload from another site is refused and nothing is stored', async () => {
    const files = await count('uploaded_files');
    const res = await t.request().post(apiRoutes.uploadBusinessDocument).set('Origin', 'https://sito-malevolo.example').attach('file', pdfBuffer(), 'v.pdf');
    expect(res.status).toBe(403);
    expect(await count('uploaded_files')).toBe(files);
  });

  it('a foreign Referer is refused when there is no Origin', async () => {
    const res = await t.request().post(apiRoutes.login).set('Referer', 'https://sito-malevolo.example/pagina').send({ username: 'x', password: 'y' });
    expect(res.status).toBe(403);
  });

  it("'Origin: null' (sandboxed pages) is refused", async () => {
    expect((await t.request().post(apiRoutes.logout).set('Origin', 'null')).status).toBe(403);
  });

  it('a foreign logout does not sign the user out', async () => {
    const { agent } = await registerUser(t);
    expect((await agent.post(apiRoutes.logout).set('Origin', 'https://sito-malevolo.example')).status).toBe(403);
    expect((await agent.get(apiRoutes.user)).status).toBe(200);
  });

  it('the same origin as the request Host is accepted', async () => {
    const res = await t.request().post(apiRoutes.login).set('Origin', ownOrigin()).send({ username: 'nessuno-qui', password: 'Password-1' });
    expect(res.status).toBe(401);
  });

  it('the origin of PUBLIC_URL is accepted (behind a proxy the Host may differ)', async () => {
    const res = await t.request().post(apiRoutes.login).set('Origin', t.config.publicUrl).send({ username: 'nessuno-qui', password: 'Password-1' });
    expect(res.status).toBe(401);
  });

  it('a credit checkout posted from another site is refused', async () => {
    const { agent } = await registerUser(t);
    const res = await agent.post(apiRoutes.walletCheckout).set('Origin', 'https://sito-malevolo.example').send({ id: 'base', credits: 10, price: 19.9 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);
  });

  it('the payment webhook (a server: no Origin, no cookie) passes the check and reaches its signature check on the raw body', async () => {
    const res = await t
      .request()
      .post(apiRoutes.walletWebhook)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=00')
      .send('{"id":"evt_1"}');
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(refused.message);
  });

  it('reads (GET) are not checked: they change nothing', async () => {
    expect((await t.request().get(apiRoutes.checkVat('12345678901')).set('Origin', 'https://altro.example')).status).toBe(200);
  });
});
