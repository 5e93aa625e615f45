import type { Rata } from './credit-schedule';
import { impliedAnnualYield, pricePer100 } from './implied-yield';
import { endOfUseInstant } from './italian-calendar';

const DAY_MS = 86_400_000;
const rata = (year: number, amount: number): Rata => ({ year, amount, code: null });

/**
 * Exactly one (365.25-day) year before the end of 31 December 2027 in Rome: 2026-12-31T17:00Z,
 * still 2026 in Italy. A 2027 rata is then due in 1 year exactly; a 2028 rata in
 * (365.25 + 366) / 365.25 = 2.00205 years (2028 is a leap year).
 */
const at = new Date(endOfUseInstant(2027) - 365.25 * DAY_MS).toISOString();

describe('implied annual yield: the rate r at which price = sum of rata / (1 + r)^years', () => {
  it('the instant chosen is 2026-12-31T17:00:00.000Z', () => {
    expect(at).toBe('2026-12-31T17:00:00.000Z');
  });

  it('one rata of 100 due in one year, price 90: 100 / 90 - 1 = 11.11%', () => {
    expect(impliedAnnualYield(90, [rata(2027, 100)], at)).toBe(11.11);
  });

  it('two rate of 50 in 1 and ~2 years, price 90: 7.32%', () => {
    // With x = 1 / (1 + r) and the second rata at 2 years: 50x + 50x² = 90, x² + x - 1.8 = 0,
    // x = (-1 + √8.2) / 2 = 0.931782, r = 1 / x - 1 = 7.321%. The second rata's extra 0.00205
    // year lowers r to 7.316%, still 7.32 to two decimals (50/1.07316 + 50/1.07316^2.00205 = 90.00).
    expect(impliedAnnualYield(90, [rata(2027, 50), rata(2028, 50)], at)).toBe(7.32);
  });

  it('a rata due this year counts while it can still be transferred in time (October)', () => {
    expect(impliedAnnualYield(300, [rata(2026, 300)], '2026-10-01T10:00:00.000Z')).toBe(0);
  });

  it('a rata past its last transfer day (23 November for 2026) never counts: alone it has no yield', () => {
    expect(impliedAnnualYield(300, [rata(2026, 300)], '2026-11-28T10:00:00.000Z')).toBeNull();
  });

  it('beside a later rata, the rata at risk is left out: price 90 for 100 of 2027 yields 11.11% with or without it', () => {
    expect(impliedAnnualYield(90, [rata(2026, 120_000), rata(2027, 100)], at)).toBe(11.11);
  });

  it.each([
    ['one in a year', [rata(2027, 300)]],
    ['three rate over three years', [rata(2027, 100), rata(2028, 100), rata(2029, 100)]],
  ])('a price equal to the sum of the rate yields 0.00, whatever the timing (%s)', (_label, rate) => {
    expect(impliedAnnualYield(300, rate, at)).toBe(0);
  });

  it('a 100% discount (price 0) has no yield to tell: null', () => {
    expect(impliedAnnualYield(0, [rata(2027, 100)], at)).toBeNull();
  });

  it('expired rate are left out: a 2025 rata of 500 changes nothing at the end of 2026', () => {
    // Only the 2027 rata is left: 100 / 90 - 1 = 11.11%, as without the 2025 one.
    expect(impliedAnnualYield(90, [rata(2025, 500), rata(2027, 100)], at)).toBe(11.11);
  });

  it('no rata left (all expired, or none at all): null', () => {
    expect(impliedAnnualYield(90, [rata(2025, 100)], at)).toBeNull();
    expect(impliedAnnualYield(90, [], at)).toBeNull();
  });

  it('the 2026 rata is left out from midnight in Rome on', () => {
    const newYear = new Date(endOfUseInstant(2026)).toISOString();
    expect(impliedAnnualYield(90, [rata(2026, 100)], newYear)).toBeNull();
  });
});

describe('pricePer100: what the buyer pays per 100 euro of face value', () => {
  it.each([
    [100000, 87500, 87.5],
    [150000, 131250, 87.5],
    [3, 1, 33.33],
    [1000, 0, 0],
    [0, 0, 0],
  ])('amount %p, price %p: %p', (amount, price, expected) => {
    expect(pricePer100(amount, price)).toBe(expected);
  });
});
