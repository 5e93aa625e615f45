import { registerRequestSchema } from '@pratiche/contracts';
import { companyProfile, italianVatNumber } from './italian-companies';
import { SeedRandom } from './seed-random';

describe('demo company profiles', () => {
  it("VAT numbers carry the Agenzia delle Entrate check digit (TIM's 00488410010)", () => {
    expect(italianVatNumber('0048841', '001')).toBe('00488410010');
  });

  it('every profile passes the registration schema (spec 5), with distinct usernames, VAT numbers and e-mails', () => {
    const random = new SeedRandom(1);
    const profiles = Array.from({ length: 500 }, (_, i) => companyProfile(random, i));
    for (const profile of profiles) {
      const parsed = registerRequestSchema.safeParse({
        ...profile,
        password: 'Demo-Pratiche-2026!',
        isCedente: true,
        isCessionario: false,
        businessDocument: { originalName: 'v.pdf', filename: 'v.pdf' },
      });
      expect(parsed.error).toBeUndefined();
    }
    for (const field of ['username', 'vatNumber', 'email'] as const) expect(new Set(profiles.map((p) => p[field])).size).toBe(500);
  });

  it('the same seed gives the same companies', () => {
    expect(companyProfile(new SeedRandom(7), 3)).toEqual(companyProfile(new SeedRandom(7), 3));
  });
});
