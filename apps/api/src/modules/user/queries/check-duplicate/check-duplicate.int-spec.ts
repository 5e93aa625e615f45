import { apiRoutes } from '@pratiche/contracts';
import { defaultRateLimits } from '../../../../infrastructure/http/rate-limits';
import { registerUser, uniqueRegistration } from '../../../../testing/accounts';
import { createTestApp, useTestApp } from '../../../../testing/test-app';

describe('duplicate checks (spec 5 live checks, spec 7 "Duplicate checks")', () => {
  const t = useTestApp({ rateLimits: defaultRateLimits });
  let taken: Awaited<ReturnType<typeof registerUser>>['body'];
  beforeAll(async () => {
    taken = (await registerUser(t)).body;
  });

  const exists = async (path: string) => {
    const res = await t.request().get(path);
    expect(res.status).toBe(200);
    return res.body as { exists: boolean };
  };

  it('a registered username exists, in any case; a free one does not', async () => {
    expect(await exists(apiRoutes.checkUsername(taken.username))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkUsername(taken.username.toUpperCase()))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkUsername(uniqueRegistration().username))).toEqual({ exists: false });
  });

  it('a registered VAT number exists; a free one does not', async () => {
    expect(await exists(apiRoutes.checkVat(taken.vatNumber))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkVat(uniqueRegistration().vatNumber))).toEqual({ exists: false });
  });

  it('a registered e-mail exists, in any case; a free one does not', async () => {
    expect(await exists(apiRoutes.checkEmail(taken.email))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkEmail(taken.email.toUpperCase()))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkEmail(uniqueRegistration().email))).toEqual({ exists: false });
  });

  it("the first admin's placeholder values are taken too", async () => {
    expect(await exists(apiRoutes.checkUsername('admin'))).toEqual({ exists: true });
    expect(await exists(apiRoutes.checkVat('00000000000'))).toEqual({ exists: true });
  });

  it('checks are rate-limited per IP: past 60 a minute the answer is 429 in Italian', async () => {
    const limited = await createTestApp({ rateLimits: defaultRateLimits });
    try {
      for (let i = 0; i < defaultRateLimits.duplicateCheck.points; i++) {
        expect((await limited.request().get(apiRoutes.checkVat(`0000000000${i % 10}`))).status).toBe(200);
      }
      const res = await limited.request().get(apiRoutes.checkEmail('x@example.it'));
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: 'Troppe richieste. Riprova tra qualche minuto.',
        message: 'Troppe richieste. Riprova tra qualche minuto.',
        requestId: expect.any(String),
      });
    } finally {
      await limited.close();
    }
  });
});
