import { apiRoutes } from '@pratiche/contracts';
import { uniqueRegistration, uploadVisura } from '../../apps/api/src/testing/accounts';
import { pdfBuffer } from '../../apps/api/src/testing/documents';
import { useTestApp } from '../../apps/api/src/testing/test-app';

const refused = {
  error: 'Il testo inviato contiene un carattere non consentito',
  message: 'Il testo inviato contiene un carattere non consentito',
  requestId: expect.any(String),
};

/**
 * Issue 10 point 15: PostgreSQL text cannot hold U+0000, so a NUL that reached a query answered
 * 500. Every text a request carries is refused with 400 before that, on every route.
 */
describe('a NUL character in any text field answers 400 in Italian, never 500', () => {
  const t = useTestApp();

  it('in a JSON body field (sign-in username)', async () => {
    const res = await t.request().post(apiRoutes.login).send({ username: 'ad\u0000min', password: 'Password-123!' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it('in a JSON body field of a form (registration company name)', async () => {
    const visura = await uploadVisura(t);
    const body = uniqueRegistration({
      companyName: 'Impresa\u0000 S.r.l.',
      businessDocument: { originalName: visura.originalName, filename: visura.filename },
    });
    const res = await t.request().post(apiRoutes.register).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it('in a JSON key, however deeply nested', async () => {
    const res = await t
      .request()
      .post(apiRoutes.resetPassword)
      .send({ email: 'a@example.it', extra: [{ 'k\u0000': 1 }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it.each([apiRoutes.checkUsername('ab\u0000cd'), apiRoutes.checkEmail('a\u0000@example.it'), apiRoutes.checkVat('1234567890\u0000')])(
    'in a URL parameter (%s)',
    async (path) => {
      const res = await t.request().get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused);
    },
  );

  it('in a query string', async () => {
    const res = await t.request().get(`${apiRoutes.checkVat('12345678901')}?q=a%00b`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it('in a multipart text field (visura upload)', async () => {
    const res = await t.request().post(apiRoutes.uploadBusinessDocument).field('userId', '1\u0000').attach('file', pdfBuffer(), 'visura.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });
});
