import type { CreditType } from '../shared/catalogue';
import { isYearWithinBounds, rataYearBounds } from './rata-year-bounds';

const at = '2026-11-29T10:00:00.000Z';
/** New Year's Eve 23:30 UTC is already 2027 in Italy: a 2026 VAT credit becomes possible. */
const newYearInRome = '2026-12-31T23:30:00.000Z';

describe('year bounds of a rata per credit type', () => {
  it.each<[string, CreditType, string, number, boolean]>([
    ['Credito IVA 2025 in 2026: from the return filed in 2026', 'CREDITO_IVA', at, 2025, true],
    ['Credito IVA 2019: an old return, still a past year', 'CREDITO_IVA', at, 2019, true],
    ['Credito IVA 2026 in 2026: its return is not filed yet', 'CREDITO_IVA', at, 2026, false],
    ['Credito IVA 2027: a future year', 'CREDITO_IVA', at, 2027, false],
    ['Credito IVA 2026 on 1 January 2027 in Rome', 'CREDITO_IVA', newYearInRome, 2026, true],
    ['Bonus Facciate 2032: last rata of 2022 expenses', 'BONUS_FACCIATE', at, 2032, true],
    ['Bonus Facciate 2033: the bonus ended with 2022 expenses', 'BONUS_FACCIATE', at, 2033, false],
    ['Bonus Facciate 2039 (as the old seed had): impossible', 'BONUS_FACCIATE', at, 2039, false],
    ['Superbonus 2020: no art. 121 rata before 2021', 'SUPERBONUS_110', at, 2020, false],
    ['Superbonus 2021: first rata of 2020 expenses', 'SUPERBONUS_110', at, 2021, true],
    ['Superbonus 2036: last year of a ten-year spread of a 2026 rata', 'SUPERBONUS_110', at, 2036, true],
    ['Superbonus 2039: a 2034 rata re-spread over six years by the 75 rule', 'SUPERBONUS_110', at, 2039, true],
    ['Superbonus 2040: beyond any schedule', 'SUPERBONUS_110', at, 2040, false],
    ['Sismabonus 2039: as Superbonus', 'SISMA_BONUS', at, 2039, true],
    ['Bonus Patrimonio 2034: last rata of 2024 expenses in ten rate', 'BONUS_PATRIMONIO', at, 2034, true],
    ['Bonus Patrimonio 2035: beyond', 'BONUS_PATRIMONIO', at, 2035, false],
    ['a year that is not whole', 'SUPERBONUS_110', at, 2026.5, false],
  ])('%s', (_name, type, when, year, allowed) => {
    expect(isYearWithinBounds(year, rataYearBounds(type, when))).toBe(allowed);
  });

  it('Credito IVA has no first year, only a last one', () => {
    expect(rataYearBounds('CREDITO_IVA', at)).toEqual({ first: null, last: 2025 });
  });
});
