import type { CreditType } from '../shared/catalogue';
import { expectRefusal } from '../shared/decider.spec-helper';
import { creditMessages as m } from './credit.messages';
import { checkedRataSchedule, isRataForSale, type RataSeries, type TradedRata } from './rata-schedule';

const at = '2026-11-29T10:00:00.000Z';
let next = 0;

/** A Superbonus rata of the original series unless told otherwise; ids and codes are distinct by default. */
const rata = (year: number, overrides: Partial<TradedRata> = {}): TradedRata => {
  next += 1;
  return {
    id: `r${next}`,
    year,
    amount: 1000,
    code: `C${next}`,
    tributeCode: '7709',
    category: 'qualificati',
    residualAmount: 1000,
    offsetChosen: false,
    series: 'originale',
    spreadFrom: null,
    ...overrides,
  };
};
const spread = (from: number, year: number, overrides: Partial<TradedRata> = {}) =>
  rata(year, { series: 'ripartizione_dieci', spreadFrom: from, tributeCode: '7771', ...overrides });
const original = (...years: number[]) => years.map((year) => rata(year));

describe('overlapping schedules: several rate per year where the law makes them', () => {
  it.each<[string, CreditType, TradedRata[]]>([
    ['an original schedule 2024-2027, one rata per year', 'SUPERBONUS_110', original(2024, 2025, 2026, 2027)],
    [
      'the 2025 rata spread over 2026-2035 overlaps the original 2026-2027 (art. 9 c. 4 DL 176/2022)',
      'SUPERBONUS_110',
      [...original(2024, 2025, 2026, 2027), ...[2026, 2027, 2028].map((y) => spread(2025, y))],
    ],
    [
      'two spread tails (of 2024 and 2025) overlap each other in 2026',
      'SUPERBONUS_110',
      [spread(2024, 2025), spread(2024, 2026), spread(2025, 2026), spread(2025, 2027)],
    ],
    ['Sismabonus spread under its own code 7772', 'SISMA_BONUS', [rata(2026, { tributeCode: '7739' }), spread(2025, 2026, { tributeCode: '7772' })]],
    [
      '2024 expenses in ten compulsory rate 2025-2034, next to an older schedule',
      'SUPERBONUS_110',
      [...original(2025, 2026), rata(2025, { series: 'spese_2024' }), rata(2026, { series: 'spese_2024' })],
    ],
    [
      'six rate of the 75 rule from a 2027 rata',
      'SUPERBONUS_110',
      [rata(2027, { series: 'ripartizione_sei', spreadFrom: 2027, category: 'non_cedibile' }), rata(2032, { series: 'ripartizione_sei', spreadFrom: 2027 })],
    ],
    ['Bonus Facciate, ten original rate 2023-2032', 'BONUS_FACCIATE', Array.from({ length: 10 }, (_, i) => rata(2023 + i, { tributeCode: '7715' }))],
  ])('accepted: %s', (_name, type, rate) => {
    const checked = checkedRataSchedule(type, rate, at);
    expect(checked).toHaveLength(rate.length);
    expect(checked.map((r) => r.year)).toEqual([...rate.map((r) => r.year)].sort((a, b) => a - b));
  });

  const series = (s: RataSeries, from: number | null) => ({ series: s, spreadFrom: from });

  it.each<[string, CreditType, TradedRata[], string]>([
    ['two original rate in one year', 'SUPERBONUS_110', [rata(2026), rata(2026)], m.rataYearTwiceInSeries(2026)],
    ['one spread tail twice in one year', 'SUPERBONUS_110', [spread(2025, 2027), spread(2025, 2027)], m.rataYearTwiceInSeries(2027)],
    ['original rate with a gap', 'SUPERBONUS_110', original(2025, 2027), m.rataOriginalYearsConsecutive],
    ['a spread rata in the year of the rata it comes from', 'SUPERBONUS_110', [spread(2025, 2025)], m.rataSeriesYears(2026, 2035)],
    ['a spread rata beyond ten years', 'SUPERBONUS_110', [spread(2025, 2036)], m.rataSeriesYears(2026, 2035)],
    ['a spread of a 2021 rata (before the DL 176/2022 window)', 'SUPERBONUS_110', [spread(2021, 2023)], m.rataSeriesNotAllowed],
    [
      'a spread without the rata it comes from',
      'SUPERBONUS_110',
      [rata(2026, { ...series('ripartizione_dieci', null), tributeCode: '7771' })],
      m.rataSeriesNotAllowed,
    ],
    ['a spread of Bonus Facciate (not allowed by the law)', 'BONUS_FACCIATE', [spread(2025, 2026, { tributeCode: '7715' })], m.rataSeriesNotAllowed],
    ['2024-expense rata in 2035', 'SUPERBONUS_110', [rata(2035, series('spese_2024', null))], m.rataSeriesYears(2025, 2034)],
    ['six rate of the 75 rule beyond six years', 'SUPERBONUS_110', [rata(2033, series('ripartizione_sei', 2027))], m.rataSeriesYears(2027, 2032)],
    ['a spread rata under an original code', 'SUPERBONUS_110', [spread(2025, 2026, { tributeCode: '7709' })], m.rataTributeCodeInvalid('7709')],
    ['an original rata under the spread code', 'SUPERBONUS_110', [rata(2026, { tributeCode: '7771' })], m.rataTributeCodeInvalid('7771')],
    ['a Superbonus rata under a Sismabonus code', 'SUPERBONUS_110', [rata(2026, { tributeCode: '7739' })], m.rataTributeCodeInvalid('7739')],
    ['two rate with one id', 'SUPERBONUS_110', [rata(2026, { id: 'x' }), rata(2027, { id: 'x' })], m.rataIdDuplicate],
    ['a rata without id', 'SUPERBONUS_110', [rata(2026, { id: ' ' })], m.rataIdRequired],
    [
      'two rate with one code (case and spaces aside)',
      'SUPERBONUS_110',
      [rata(2026, { code: 'ab1' }), spread(2025, 2026, { code: ' AB1 ' })],
      m.rataCodeDuplicate,
    ],
    ['a residual above the amount', 'SUPERBONUS_110', [rata(2026, { residualAmount: 1000.01 })], m.rataResidualInvalid],
    ['a Bonus Facciate rata of 2033', 'BONUS_FACCIATE', [rata(2033, { tributeCode: '7715' })], m.rataYearOutOfBounds(2033, 2021, 2032)],
    ['a rata on a Credito IVA', 'CREDITO_IVA', [rata(2025, { tributeCode: '' })], m.scheduleNotAllowed],
    ['no rata at all', 'SUPERBONUS_110', [], m.scheduleRequired],
  ])('refused: %s', (_name, type, rate, message) => {
    expectRefusal(() => checkedRataSchedule(type, rate, at), message);
  });

  it('returns canonical codes, sorted by year then series', () => {
    const checked = checkedRataSchedule('SUPERBONUS_110', [spread(2025, 2026, { code: ' zz9 ' }), rata(2026, { code: 'a1' }), rata(2025)], at);
    expect(checked.map((r) => [r.year, r.series, r.code])).toEqual([
      [2025, 'originale', checked[0].code],
      [2026, 'originale', 'A1'],
      [2026, 'ripartizione_dieci', 'ZZ9'],
    ]);
  });

  it.each<[string, Partial<TradedRata>, boolean]>([
    ['cedibile, not chosen for offset, something left', {}, true],
    ['non cedibile', { category: 'non_cedibile' }, false],
    ['its offset choice communicated', { offsetChosen: true }, false],
    ['nothing left of it', { residualAmount: 0 }, false],
  ])('for sale: %s', (_name, overrides, forSale) => {
    expect(isRataForSale(rata(2026, overrides))).toBe(forSale);
  });
});
