import { endOfUseInstant, italianYear } from './italian-calendar';

describe('the Italian calendar year (Europe/Rome), where the credits are used', () => {
  it('is already next year at 23:30 UTC on 31 December (00:30 in Rome)', () => {
    expect(italianYear('2026-12-31T23:30:00Z')).toBe(2027);
  });

  it('is still this year at 22:59 UTC on 31 December (23:59 in Rome)', () => {
    expect(italianYear('2026-12-31T22:59:59Z')).toBe(2026);
  });

  it("ends a year's use at midnight in Rome, 23:00 UTC in winter", () => {
    expect(new Date(endOfUseInstant(2026)).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(italianYear(new Date(endOfUseInstant(2026)).toISOString())).toBe(2027);
  });
});
