import type { CreditType } from '../shared/catalogue';
import { expectRefusal } from '../shared/decider.spec-helper';
import {
  allRataExpired,
  availableFaceValue,
  defaultSchedule,
  isRataExpired,
  maskRataCode,
  msUntilEndOfUse,
  proposeSchedule,
  rataViews,
  scheduleHasAllCodes,
  splitEqually,
  unexpiredFaceValueByYear,
  type PracticeSaleState,
  type Rata,
  type RataStatus,
} from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { checkedDeclaredSchedule } from './declared-schedule';

/** A day of 2026: the years a rata may have are read at a time (a Credito IVA's are past ones). */
const at = '2026-06-01T10:00:00.000Z';

const rata = (year: number, amount: number, code: string | null = null): Rata => ({ year, amount, code });
const sumOf = (rate: readonly Rata[]) => rate.reduce((cents, r) => cents + Math.round(r.amount * 100), 0) / 100;

/** The last millisecond of 31 December 2026 in Rome (CET, UTC+1), and the first of 2027. */
const lastMomentOf2026 = '2026-12-31T22:59:59.999Z';
const newYear2027 = '2026-12-31T23:00:00.000Z';

describe('credit schedule: the annual rate of art. 121 DL 34/2020', () => {
  describe('proposeSchedule: the usual number of equal rate per credit type', () => {
    it.each<[CreditType, number]>([
      ['SUPERBONUS_110', 4],
      ['SISMA_BONUS', 5],
      ['BONUS_FACCIATE', 10],
      ['BONUS_PATRIMONIO', 10],
    ])('%s: %i consecutive rate from the practice year, adding up to the amount', (type, count) => {
      // 2022: every type's usual schedule ends within the years its bonus allows (rata-year-bounds.ts).
      const rate = proposeSchedule(type, 2022, 100000);
      expect(rate).toHaveLength(count);
      expect(rate.map((r) => r.year)).toEqual(Array.from({ length: count }, (_, i) => 2022 + i));
      expect(rate.every((r) => r.code === null && r.amount === 100000 / count)).toBe(true);
    });

    it('CREDITO_IVA has no rate: it is transferred whole by notarial deed', () => {
      expect(proposeSchedule('CREDITO_IVA', 2026, 100000)).toEqual([]);
      expect(defaultSchedule('CREDITO_IVA', 2026, 100000)).toEqual([]);
    });

    it('the default schedule of a practice without one is a single rata in its year', () => {
      expect(defaultSchedule('SISMA_BONUS', 2026, 1234.56)).toEqual([rata(2026, 1234.56)]);
    });
  });

  describe('equal split to the cent: the cents left over go to the first rata and the sum is exact', () => {
    it('100000.01 over 3: 33333.35 + 33333.33 + 33333.33', () => {
      const rate = splitEqually(2026, 100000.01, 3);
      expect(rate).toEqual([rata(2026, 33333.35), rata(2027, 33333.33), rata(2028, 33333.33)]);
      expect(sumOf(rate)).toBe(100000.01);
    });

    it('100000.01 over 4 (SUPERBONUS_110): 25000.01 + 3 × 25000', () => {
      const rate = proposeSchedule('SUPERBONUS_110', 2026, 100000.01);
      expect(rate).toEqual([rata(2026, 25000.01), rata(2027, 25000), rata(2028, 25000), rata(2029, 25000)]);
      expect(sumOf(rate)).toBe(100000.01);
    });

    it('0.10 over 3 (floating point would drift): 0.04 + 0.03 + 0.03', () => {
      expect(splitEqually(2026, 0.1, 3).map((r) => r.amount)).toEqual([0.04, 0.03, 0.03]);
    });

    it('a proposed schedule passes its own check', () => {
      const rate = proposeSchedule('BONUS_FACCIATE', 2026, 99999999.99);
      expect(checkedDeclaredSchedule('BONUS_FACCIATE', 2026, 99999999.99, rate, at)).toEqual(rate);
    });
  });

  describe('checkedDeclaredSchedule accepts a consistent schedule', () => {
    it('returns the rate in year order, codes trimmed and upper case, blank codes as none, only their own fields', () => {
      const sent = [{ ...rata(2027, 400, ' xy9 '), extra: 1 }, rata(2026, 600, '  ')] as Rata[];
      expect(checkedDeclaredSchedule('SUPERBONUS_110', 2026, 1000, sent, at)).toEqual([rata(2026, 600, null), rata(2027, 400, 'XY9')]);
    });

    it('CREDITO_IVA with no rate gives no rate', () => {
      expect(checkedDeclaredSchedule('CREDITO_IVA', 2026, 1000, [], at)).toEqual([]);
    });
  });

  describe('checkedDeclaredSchedule refuses, one rule at a time, in Italian', () => {
    const check =
      (rate: Rata[], amount = 1000) =>
      () =>
        checkedDeclaredSchedule('SUPERBONUS_110', 2026, amount, rate, at);

    it('rate on a CREDITO_IVA', () => {
      expectRefusal(() => checkedDeclaredSchedule('CREDITO_IVA', 2026, 1000, [rata(2026, 1000)], at), m.scheduleNotAllowed);
    });

    it('no rata at all', () => {
      expectRefusal(check([]), 'Inserisci almeno una rata');
    });

    it('more than 10 rate', () => {
      const eleven = Array.from({ length: 11 }, (_, i) => rata(2026 + i, 100));
      expectRefusal(check(eleven, 1100), 'Le rate non possono essere più di 10');
    });

    it('a year that is not whole', () => {
      expectRefusal(check([rata(2026.5, 1000)]), m.rataYearInvalid);
    });

    it("a first rata that is not of the practice's year", () => {
      expectRefusal(check([rata(2027, 500), rata(2028, 500)]), "La prima rata deve essere dell'annualità della pratica (2026)");
    });

    it.each([
      ['a gap', [rata(2026, 500), rata(2028, 500)]],
      ['a year twice', [rata(2026, 500), rata(2026, 500)]],
    ])('years that are not consecutive (%s)', (_label, rate) => {
      expectRefusal(check(rate), m.rataYearsConsecutive);
    });

    it.each([0, -1, 10.005, Number.NaN, Number.POSITIVE_INFINITY])('a rata amount of %p (must be > 0 with at most 2 decimals)', (amount) => {
      expectRefusal(check([rata(2026, amount)]), m.rataAmountInvalid);
    });

    it('rate that do not add up to the amount, with both figures in euro', () => {
      expectRefusal(
        check([rata(2026, 50000), rata(2027, 49999.99)], 100000),
        "La somma delle rate (99.999,99\u00a0€) deve essere uguale all'importo della pratica (100.000,00\u00a0€)",
      );
    });

    it.each(['AB-12', 'ab 12', 'X'.repeat(41)])('a code that is not 1-40 letters and digits (%p)', (code) => {
      expectRefusal(check([rata(2026, 1000, code)]), m.rataCodeInvalid);
    });

    it("the same code twice, once canonical (' ab12 ' and 'AB12')", () => {
      expectRefusal(check([rata(2026, 500, ' ab12 '), rata(2027, 500, 'AB12')]), m.rataCodeDuplicate);
    });
  });

  describe('expiry at the end of 31 December in Italy, with the time as an argument', () => {
    it('a rata of 2026 is usable until the last millisecond of 31 December in Rome (22:59:59.999 UTC)', () => {
      expect(isRataExpired(2026, lastMomentOf2026)).toBe(false);
    });

    it('a rata of 2026 is lost at midnight in Rome (23:00:00.000 UTC)', () => {
      expect(isRataExpired(2026, newYear2027)).toBe(true);
    });

    it('in summer too the year is the Italian one', () => {
      expect(isRataExpired(2026, '2026-07-01T12:00:00.000Z')).toBe(false);
      expect(isRataExpired(2025, '2026-07-01T12:00:00.000Z')).toBe(true);
    });

    it('msUntilEndOfUse counts down to that instant, never below 0', () => {
      expect(msUntilEndOfUse(2026, lastMomentOf2026)).toBe(1);
      expect(msUntilEndOfUse(2026, '2026-12-30T23:00:00.000Z')).toBe(86_400_000);
      expect(msUntilEndOfUse(2026, newYear2027)).toBe(0);
      expect(msUntilEndOfUse(2025, newYear2027)).toBe(0);
    });
  });

  describe('rataViews: each rata with its status and its last usable day', () => {
    const rate = [rata(2026, 600, 'A1'), rata(2027, 400, 'B2')];

    it.each<[PracticeSaleState, RataStatus]>([
      ['disponibile', 'disponibile'],
      ['in_trattativa', 'in_trattativa'],
      ['ceduta', 'ceduta'],
      ['chiusa', 'ceduta'],
    ])('a practice %s: a live rata is %s, an expired one scaduta whatever the sale status', (saleStatus, live) => {
      expect(rataViews(rate, saleStatus, newYear2027)).toEqual([
        { ...rate[0], usableUntil: '2026-12-31', lastTransferDay: '2026-11-23', atRisk: false, status: 'scaduta' },
        { ...rate[1], usableUntil: '2027-12-31', lastTransferDay: '2027-11-23', atRisk: false, status: live },
      ]);
    });

    it.each<[PracticeSaleState, boolean]>([
      ['disponibile', true],
      ['in_trattativa', true],
      ['ceduta', false],
      ['chiusa', false],
    ])('on 28 November 2026, past its last transfer day (23 November), the 2026 rata of a practice %s is at risk: %s', (saleStatus, atRisk) => {
      expect(rataViews(rate, saleStatus, '2026-11-28T10:00:00.000Z').map((r) => [r.year, r.atRisk])).toEqual([
        [2026, atRisk],
        [2027, false],
      ]);
    });

    it('the status is read at the time asked: one millisecond earlier the 2026 rata is still for sale', () => {
      expect(rataViews(rate, 'disponibile', lastMomentOf2026).map((r) => r.status)).toEqual(['disponibile', 'disponibile']);
    });
  });

  describe('allRataExpired and availableFaceValue', () => {
    const rate = [rata(2026, 33333.35), rata(2027, 33333.33), rata(2028, 33333.33)];

    it('the rate run out only once the last one expired; a credit without rate never does', () => {
      expect(allRataExpired(rate, lastMomentOf2026)).toBe(false);
      expect(allRataExpired(rate, '2028-12-31T22:59:59.999Z')).toBe(false);
      expect(allRataExpired(rate, '2028-12-31T23:00:00.000Z')).toBe(true);
      expect(allRataExpired([], '2099-01-01T00:00:00.000Z')).toBe(false);
    });

    it('the face value still usable is the sum of the live rate, to the cent', () => {
      expect(availableFaceValue(100000.01, rate, lastMomentOf2026)).toBe(100000.01);
      expect(availableFaceValue(100000.01, rate, newYear2027)).toBe(66666.66);
      expect(availableFaceValue(100000.01, rate, '2030-01-01T00:00:00.000Z')).toBe(0);
    });

    it('the face value not yet lost in each year from the first on, to the cent; two rate of one year count together; no rate, no years', () => {
      expect(unexpiredFaceValueByYear(2026, rate)).toEqual([100000.01, 66666.66, 33333.33]);
      expect(unexpiredFaceValueByYear(2027, [rata(2027, 10), rata(2028, 20.05), rata(2028, 30)])).toEqual([60.05, 50.05]);
      expect(unexpiredFaceValueByYear(2026, [])).toEqual([]);
    });

    it('a credit without rate (CREDITO_IVA) keeps its whole amount', () => {
      expect(availableFaceValue(5000, [], '2099-01-01T00:00:00.000Z')).toBe(5000);
    });
  });

  describe('codes', () => {
    it('approval asks every rata for its code', () => {
      expect(scheduleHasAllCodes([rata(2026, 1, 'A'), rata(2027, 1, 'B')])).toBe(true);
      expect(scheduleHasAllCodes([rata(2026, 1, 'A'), rata(2027, 1, null)])).toBe(false);
    });

    it('a masked code says that it exists, not what it is', () => {
      expect(maskRataCode('AB12')).toBe('••••••••');
      expect(maskRataCode(null)).toBeNull();
    });
  });
});
