import { apiRoutes } from '@pratiche/contracts';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

describe('GET /api/config (issue 7: the support e-mail comes from the server at run time)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { supportEmail: 'assistenza@pratiche.test' } });
  });
  afterAll(() => t.close());

  it('answers SUPPORT_EMAIL to anyone, signed in or not; a restart with another address answers the new one', async () => {
    const res = await t.request().get(apiRoutes.appConfig);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: 'assistenza@pratiche.test', paymentsSimulated: true });
    t = await t.restart({ config: { supportEmail: 'aiuto@pratiche.test' } });
    expect((await t.request().get(apiRoutes.appConfig)).body).toEqual({ supportEmail: 'aiuto@pratiche.test', paymentsSimulated: true });
  });
});
