import type { CreditType } from '../shared/catalogue';
import type { BuyerKind } from './buyer-qualification';
import type { Rata } from './credit-schedule';
import { impliedAnnualYield, impliedAnnualYieldFor } from './implied-yield';
import { rule75Applies, rule75Schedule, scheduleForPurchase } from './rule-75';

const rata = (year: number, amount: number): Rata => ({ year, amount, code: null });

describe('the 75 rule (DL 39/2024): qualified buyers under 75 per 100 use six non-transferable rate', () => {
  it.each<[string, BuyerKind, CreditType, number, number, boolean]>([
    ['a bank buying Superbonus at 74.99', 'banca', 'SUPERBONUS_110', 74.99, 100, true],
    ['a bank buying Superbonus at exactly 75', 'banca', 'SUPERBONUS_110', 75, 100, false],
    ['a bank buying Superbonus at 88', 'banca', 'SUPERBONUS_110', 88, 100, false],
    ['an insurer buying Sismabonus at 70', 'assicurazione', 'SISMA_BONUS', 70_000, 100_000, true],
    ['a 106-TUB intermediary buying Superbonus at 72', 'intermediario', 'SUPERBONUS_110', 72, 100, true],
    ['a banking-group company buying Sismabonus at 74', 'gruppo_bancario', 'SISMA_BONUS', 74, 100, true],
    ['an impresa buying Superbonus at 60: not bound', 'impresa', 'SUPERBONUS_110', 60, 100, false],
    ['a bank buying Bonus Facciate at 60: not a covered bonus', 'banca', 'BONUS_FACCIATE', 60, 100, false],
    ['a bank buying Bonus Patrimonio at 60: not a covered bonus', 'banca', 'BONUS_PATRIMONIO', 60, 100, false],
    ['a bank, 74.999 per 100 on a big face (cents decide): 74,999.00 of 100,000.00', 'banca', 'SUPERBONUS_110', 74_999, 100_000, true],
    ['a bank on a zero face: nothing to respread', 'banca', 'SUPERBONUS_110', 0, 0, false],
  ])('%s: %p', (_name, buyerKind, type, price, faceValue, applies) => {
    expect(rule75Applies({ buyerKind, type, price, faceValue })).toBe(applies);
  });

  it.each<[string, Rata[], Rata[]]>([
    ['a 2026 rata of 600 becomes 6 × 100 from 2026 to 2031', [rata(2026, 600)], [2026, 2027, 2028, 2029, 2030, 2031].map((y) => rata(y, 100))],
    [
      'two rate overlap: 2026 and 2027 of 60 give two rate a year in 2027-2031',
      [rata(2026, 60), rata(2027, 60)],
      [...[2026, 2027, 2028, 2029, 2030, 2031].map((y) => rata(y, 10)), ...[2027, 2028, 2029, 2030, 2031, 2032].map((y) => rata(y, 10))],
    ],
    [
      'cents left over go to the first of the six: 100 → 16.70 + 5 × 16.66',
      [rata(2026, 100)],
      [rata(2026, 16.7), ...[2027, 2028, 2029, 2030, 2031].map((y) => rata(y, 16.66))],
    ],
    ['a 2024 rata, before the rule applies, is kept as it is', [rata(2024, 100)], [rata(2024, 100)]],
  ])('schedule: %s', (_name, rate, expected) => {
    expect(rule75Schedule(rate)).toEqual(expected);
  });

  it('a buyer not bound keeps the original schedule', () => {
    const rate = [rata(2027, 100)];
    expect(scheduleForPurchase({ buyerKind: 'impresa', type: 'SUPERBONUS_110', price: 60, faceValue: 100 }, rate)).toEqual(rate);
  });

  describe('the implied yield is computed on the schedule the buyer will use', () => {
    const at = '2026-06-30T12:00:00.000Z';
    const rate = [rata(2027, 100_000)];

    it.each<[string, BuyerKind, number]>([
      ['a bank at 70: on six rate 2027-2032, lower than on the one rata', 'banca', 70_000],
      ['an impresa at 70: on the one rata', 'impresa', 70_000],
    ])('%s', (_name, buyerKind, price) => {
      const expected = impliedAnnualYield(price, buyerKind === 'banca' ? rule75Schedule(rate) : rate, at);
      expect(impliedAnnualYieldFor({ buyerKind, type: 'SUPERBONUS_110' }, price, rate, at)).toBe(expected);
    });

    it('the bank under 75 earns less than the impresa at the same price', () => {
      const bank = impliedAnnualYieldFor({ buyerKind: 'banca', type: 'SUPERBONUS_110' }, 70_000, rate, at)!;
      const company = impliedAnnualYieldFor({ buyerKind: 'impresa', type: 'SUPERBONUS_110' }, 70_000, rate, at)!;
      expect(company).toBeGreaterThan(bank);
      expect(bank).toBeGreaterThan(0);
    });

    it('a bank at 75 or more keeps the original yield', () => {
      expect(impliedAnnualYieldFor({ buyerKind: 'banca', type: 'SUPERBONUS_110' }, 80_000, rate, at)).toBe(impliedAnnualYield(80_000, rate, at));
    });
  });
});
