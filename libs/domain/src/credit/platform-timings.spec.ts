import { italianDay } from './italian-calendar';
import {
  addDays,
  addWorkingDays,
  daysLeftToTransfer,
  firstYearWithDaysLeft,
  isItalianWorkingDay,
  isRataAtRisk,
  lastTransferDay,
  rateEndingPastTransferDay,
  usableFrom,
  type Day,
} from './platform-timings';

describe('Italian working days (L. 260/1949 as in force, L. 151/2025)', () => {
  it.each<[string, Day, boolean]>([
    ['a Wednesday', '2026-11-25', true],
    ['a Saturday', '2026-11-28', false],
    ['a Sunday', '2026-11-29', false],
    ['Easter Monday 2026 (Easter 5 April)', '2026-04-06', false],
    ['Easter Monday 2024 (Easter 31 March)', '2024-04-01', false],
    ['Easter Monday 2025 (Easter 20 April)', '2025-04-21', false],
    ['the Tuesday after Easter 2026', '2026-04-07', true],
    ['Epiphany', '2027-01-06', false],
    ['Festa della Repubblica', '2027-06-02', false],
    ['Immacolata', '2027-12-08', false],
    ['Santo Stefano', '2025-12-26', false],
    ['San Francesco 2027, a national holiday from 2026', '2027-10-04', false],
    ['4 October 2024, a Friday before the holiday existed', '2024-10-04', true],
  ])('%s', (_name, day, working) => {
    expect(isItalianWorkingDay(day)).toBe(working);
  });

  it.each<[string, Day, number, Day]>([
    ['over Christmas and the weekend', '2026-12-23', 2, '2026-12-28'],
    ['over Easter Monday 2027', '2027-03-26', 1, '2027-03-30'],
    ['over San Francesco 2027', '2027-10-01', 1, '2027-10-05'],
    ['over New Year', '2026-12-31', 1, '2027-01-04'],
    ['from a Saturday', '2026-11-21', 5, '2026-11-27'],
  ])('working days %s', (_name, from, n, expected) => {
    expect(addWorkingDays(from, n)).toBe(expected);
  });
});

describe("the platform's worst case (art. 122-bis DL 34/2020: check in 5 working days, suspension up to 30 days)", () => {
  it('a transfer communicated on Monday 23 November 2026 is usable on 31 December', () => {
    // 5 working days: 24, 25, 26, 27, 30 November; 30 days of suspension: 30 December; accepted the next working day.
    expect(usableFrom('2026-11-23')).toBe('2026-12-31');
  });

  it('one day later it is usable only on 4 January 2027, when the 2026 rata is lost', () => {
    expect(usableFrom('2026-11-24')).toBe('2027-01-04');
  });

  it.each<[number, Day, string]>([
    [2026, '2026-11-23', '31 December 2026 is a Thursday'],
    [2027, '2027-11-23', '31 December 2027 is a Friday'],
    [2028, '2028-11-21', '31 December 2028 is a Sunday: the last working day is Friday 29'],
  ])("'Ultimo giorno utile per cedere' of the %s rata is %s (%s)", (year, expected) => {
    expect(lastTransferDay(year)).toBe(expected);
    expect(usableFrom(expected) <= `${year}-12-31`).toBe(true);
  });

  it.each<[string, number, Day, boolean]>([
    ['the 2026 rata on 28 November 2026 (34 days before its 31 December)', 2026, '2026-11-28', true],
    ['the 2026 rata on its last transfer day', 2026, '2026-11-23', false],
    ['the 2026 rata in October', 2026, '2026-10-15', false],
    ['the 2027 rata on 28 November 2026', 2027, '2026-11-28', false],
    ['an expired rata', 2025, '2026-01-10', true],
  ])('at risk: %s', (_name, year, today, atRisk) => {
    expect(isRataAtRisk(year, today)).toBe(atRisk);
  });

  it("reads the day in Rome: New Year's Eve 23:30 UTC is already 1 January", () => {
    expect(italianDay('2026-12-31T23:30:00.000Z')).toBe('2027-01-01');
    expect(italianDay('2026-11-23T22:59:00.000Z')).toBe('2026-11-23');
  });
});

describe("issue 45: the days left to a rata's last transfer day, and the years a 'days left' filter keeps", () => {
  it('counts whole calendar days to the last transfer day: 0 on the day itself, negative after it (at risk)', () => {
    const last = lastTransferDay(2026);
    expect(last).toBe('2026-11-23');
    expect(daysLeftToTransfer(2026, '2026-11-13')).toBe(10);
    expect(daysLeftToTransfer(2026, last)).toBe(0);
    expect(daysLeftToTransfer(2026, '2026-11-24')).toBe(-1);
    expect(isRataAtRisk(2026, '2026-11-24')).toBe(true);
    // Across a daylight-saving change and a year end, still whole days.
    expect(daysLeftToTransfer(2027, '2026-03-01')).toBe(daysLeftToTransfer(2026, '2026-03-01') + 365);
  });

  it('firstYearWithDaysLeft is the first year whose rata has at least that many days left, so the filter is a year bound', () => {
    const today = '2026-11-13';
    expect(firstYearWithDaysLeft(0, today)).toBe(2026);
    expect(firstYearWithDaysLeft(10, today)).toBe(2026);
    expect(firstYearWithDaysLeft(11, today)).toBe(2027);
    for (const days of [0, 10, 11, 200, 375, 376, 800]) {
      const year = firstYearWithDaysLeft(days, today);
      expect(daysLeftToTransfer(year, today)).toBeGreaterThanOrEqual(days);
      expect(daysLeftToTransfer(year - 1, today)).toBeLessThan(days);
    }
  });
});

describe("issue 47: deals that would end past a rata's 'Ultimo giorno utile per cedere'", () => {
  it('names, in year order, the rate whose last transfer day comes before the deal ends (Rome days)', () => {
    const last2026 = lastTransferDay(2026);
    const dayAfter = `${addDays(last2026, 1)}T10:00:00.000Z`;
    expect(rateEndingPastTransferDay([2027, 2026], dayAfter)).toEqual([2026]);
    expect(rateEndingPastTransferDay([2026, 2027], `${last2026}T10:00:00.000Z`)).toEqual([]);
    // 23:30 UTC on the last day is already the next day in Rome.
    expect(rateEndingPastTransferDay([2026], `${last2026}T23:30:00.000Z`)).toEqual([2026]);
  });
});
