import { expectRefusal } from '../shared/decider.spec-helper';
import { proposeSchedule, rataId, rataLabel, rataLabelOfId, rataLabelsOfIds, withRataFacts, type Rata } from './credit-schedule';
import { creditMessages as m } from './credit.messages';
import { checkedDeclaredSchedule, spreadQuote } from './declared-schedule';

const at = '2026-11-29T10:00:00.000Z';

/** Ten quote of the residual of the original rata of `from`, from the year after it. */
const quote = (from: number, each: number, count = spreadQuote): Rata[] =>
  Array.from({ length: count }, (_, i) => ({ year: from + 1 + i, amount: each, code: null, spreadFrom: from }));

const original = (year: number, amount: number): Rata => ({ year, amount, code: null });

/**
 * A Superbonus of 2022 for 40,000: four original rate of 10,000 (2022-2025); the holder spread the
 * residual 6,000 of the 2023 rata over ten years, 2024-2033 (art. 9 c. 4 DL 176/2022), so 2023
 * keeps 4,000 and 2024 and 2025 hold two rate each.
 */
const withSpread = [original(2022, 10_000), original(2023, 4_000), original(2024, 10_000), original(2025, 10_000), ...quote(2023, 600)];

describe('issue 45: schedules as the law makes them, several rate in one year where the ten-year spread overlaps (art. 9 c. 4 DL 176/2022)', () => {
  it('an original schedule and the spread of one rata: two rate in 2024 and 2025, each with its own id, an original before the quote of its year', () => {
    const checked = checkedDeclaredSchedule('SUPERBONUS_110', 2022, 40_000, withSpread, at);
    expect(checked.filter((r) => r.year === 2024)).toEqual([original(2024, 10_000), { year: 2024, amount: 600, code: null, spreadFrom: 2023 }]);
    const ids = withRataFacts(checked, 'chiunque').map((r) => r.id);
    expect(ids.slice(0, 5)).toEqual(['2022', '2023', '2024', '2024-R2023', '2025']);
    expect(new Set(ids).size).toBe(14);
  });

  it('an original rata wholly spread is left out: its quote stand for it, and the years stay consecutive', () => {
    const wholly = [original(2022, 10_000), original(2024, 10_000), original(2025, 10_000), ...quote(2023, 1_000)];
    expect(checkedDeclaredSchedule('SISMA_BONUS', 2022, 40_000, wholly, at)).toHaveLength(13);
  });

  it('without quote the schedule is one rata per consecutive year, as before; `spreadFrom: null` is an original rata', () => {
    const plain = [original(2026, 500), { ...original(2027, 500), spreadFrom: null as unknown as undefined }];
    expect(checkedDeclaredSchedule('SUPERBONUS_110', 2026, 1000, plain, at)).toEqual([original(2026, 500), original(2027, 500)]);
  });

  it.each<[string, 'SUPERBONUS_110' | 'BONUS_PATRIMONIO', Rata[], string]>([
    ['the spread of a type the law does not spread (recupero del patrimonio edilizio)', 'BONUS_PATRIMONIO', withSpread, m.rataSeriesNotAllowed],
    [
      'nine quote instead of ten',
      'SUPERBONUS_110',
      [...withSpread.slice(0, 4), ...quote(2023, 600, 9), original(2033, 0.01)].slice(0, 13),
      m.spreadQuoteCount(2023),
    ],
    [
      'a quota outside the ten years after its rata',
      'SUPERBONUS_110',
      [...withSpread.slice(0, -1), { year: 2034, amount: 600, code: null, spreadFrom: 2023 }],
      m.rataSeriesYears(2024, 2033),
    ],
    [
      'two quote of one spread in one year',
      'SUPERBONUS_110',
      [...withSpread.slice(0, -1), { year: 2032, amount: 600, code: null, spreadFrom: 2023 }],
      m.rataYearTwiceInSeries(2032),
    ],
    [
      'the spread of a rata of 2021 (only rate of 2022 to 2026 could be spread)',
      'SUPERBONUS_110',
      [original(2021, 34_000), ...quote(2021, 600)],
      m.rataSeriesNotAllowed,
    ],
    ['two original rate in one year', 'SUPERBONUS_110', [...withSpread, original(2025, 1)], m.rataYearsConsecutive],
    ['a gap in the original years', 'SUPERBONUS_110', [original(2022, 20_000), original(2024, 14_000), ...quote(2022, 600)], m.rataYearsConsecutive],
    [
      'amounts that do not add up to the practice',
      'SUPERBONUS_110',
      [...withSpread.slice(0, -1), { year: 2033, amount: 599, code: null, spreadFrom: 2023 }],
      m.rataSumMismatch(39_999, 40_000),
    ],
    [
      'a code used twice, by a rata and a quota',
      'SUPERBONUS_110',
      withSpread.map((r, i) => (i === 0 || i === 4 ? { ...r, code: 'ABC1' } : r)),
      m.rataCodeDuplicate,
    ],
  ])('refused: %s', (_name, type, rate, message) => {
    expectRefusal(() => checkedDeclaredSchedule(type, 2022, 40_000, rate, at), message);
  });

  it('a quota is named by its year and the rata it comes from; an original rata by its year, which is its id as before', () => {
    expect(rataId(2027)).toBe('2027');
    expect(rataId(2027, 2023)).toBe('2027-R2023');
    expect(rataLabel({ year: 2027, spreadFrom: 2023 })).toBe('2027 (ripartizione della rata 2023)');
    expect(rataLabel({ year: 2027 })).toBe('2027');
    expect(rataLabelOfId('2027-R2023')).toBe('2027 (ripartizione della rata 2023)');
    expect(rataLabelOfId('2027')).toBe('2027');
    expect(rataLabelsOfIds(['2026', '2027-R2026'])).toBe('2026, 2027 (ripartizione della rata 2026)');
  });

  it('every declared rata within the years its bonus allows (rata-year-bounds.ts): a Bonus facciate rata of 2033 is refused, and the form proposes fewer rate rather than one past the bound', () => {
    const facciate = [2030, 2031, 2032, 2033].map((year) => original(year, 750));
    expectRefusal(() => checkedDeclaredSchedule('BONUS_FACCIATE', 2030, 3000, facciate, at), m.rataYearOutOfBounds(2033, 2021, 2032));
    expect(
      checkedDeclaredSchedule(
        'BONUS_FACCIATE',
        2030,
        3000,
        facciate.slice(0, 3).map((r) => ({ ...r, amount: 1000 })),
        at,
      ),
    ).toHaveLength(3);
    expect(proposeSchedule('BONUS_FACCIATE', 2030, 3000).map((r) => r.year)).toEqual([2030, 2031, 2032]);
    expect(proposeSchedule('BONUS_PATRIMONIO', 2026, 9000).map((r) => r.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    expect(proposeSchedule('BONUS_FACCIATE', 2033, 500)).toEqual([{ year: 2033, amount: 500, code: null }]);
    expect(proposeSchedule('SUPERBONUS_110', 2026, 1000)).toHaveLength(4);
  });
});
