import { formatCredits, formatDate, formatDateTime, formatEuro, formatPercent, formatShortAmount } from './format';

const nbsp = '\u00a0';

describe('formatEuro', () => {
  it('shows two decimals and the euro sign after a no-break space', () => {
    expect(formatEuro(1234.5)).toBe(`1.234,50${nbsp}€`);
  });

  it('shows a missing amount as zero', () => {
    expect(formatEuro(undefined)).toBe(`0,00${nbsp}€`);
    expect(formatEuro(null)).toBe(`0,00${nbsp}€`);
  });

  it('groups four-digit figures too', () => {
    expect(formatEuro(1000)).toBe(`1.000,00${nbsp}€`);
  });

  it('rounds to the requested decimals', () => {
    expect(formatEuro(1_500_000, 0)).toBe(`1.500.000${nbsp}€`);
    expect(formatEuro(19.905)).toBe(`19,91${nbsp}€`);
    expect(formatEuro(1499.6, 0)).toBe(`1.500${nbsp}€`);
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatEuro(-5)).toBe(`-5,00${nbsp}€`);
  });

  it("gives Intl's it-IT currency string, with 0 and 2 decimals", () => {
    for (const decimals of [0, 2]) {
      const intl = new Intl.NumberFormat('it-IT', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
      });
      for (const amount of [0, 0.5, 19.905, 999.995, 1234.5, 250_000, 1_499_999.99, -42.42, 98_765_432.1])
        expect(formatEuro(amount, decimals)).toBe(intl.format(amount));
    }
  });
});

describe('formatShortAmount', () => {
  it('shows millions with at most one decimal and an M', () => {
    expect(formatShortAmount(1_500_000)).toBe('1,5M');
    expect(formatShortAmount(1_000_000)).toBe('1M');
    expect(formatShortAmount(12_345_678)).toBe('12,3M');
  });

  it('shows thousands rounded with a K', () => {
    expect(formatShortAmount(1000)).toBe('1K');
    expect(formatShortAmount(250_400)).toBe('250K');
    expect(formatShortAmount(1500)).toBe('2K');
  });

  it('promotes a figure that rounds to 1000K to millions', () => {
    expect(formatShortAmount(999_600)).toBe('1M');
  });

  it('shows smaller figures as they are', () => {
    expect(formatShortAmount(950)).toBe('950');
    expect(formatShortAmount(12.5)).toBe('12,5');
    expect(formatShortAmount(undefined)).toBe('0');
  });

  it('mirrors negatives', () => {
    expect(formatShortAmount(-2_500_000)).toBe('-2,5M');
    expect(formatShortAmount(-3200)).toBe('-3K');
    expect(formatShortAmount(-2500)).toBe('-3K');
  });
});

describe('formatPercent (a practice discount, decimal 5,2 in spec 6)', () => {
  it('writes the decimals with the Italian comma, at most two, and no trailing zeros', () => {
    expect(formatPercent(19.8)).toBe('19,8%');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(undefined)).toBe('0%');
  });
});

describe('formatCredits', () => {
  it('shows an integer with it-IT grouping', () => {
    expect(formatCredits(1250)).toBe('1.250');
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(undefined)).toBe('0');
  });

  it('drops decimals rather than rounding up a balance', () => {
    expect(formatCredits(99.9)).toBe('99');
  });

  it("gives Intl's it-IT string for any integer, negative and large ones too", () => {
    const intl = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true });
    for (const value of [5, -5, 999, 1000, -1250, 123_456, 9_876_543_210, -45_000_000]) expect(formatCredits(value)).toBe(intl.format(value));
  });
});

describe('formatDate and formatDateTime', () => {
  // Built from local parts so the expectation holds in any time zone.
  const date = new Date(2024, 2, 5, 9, 7);

  it('formats day/month/year with leading zeros', () => {
    expect(formatDate(date)).toBe('05/03/2024');
  });

  it('adds hours and minutes on 24 hours', () => {
    expect(formatDateTime(date)).toBe('05/03/2024 09:07');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024 23:59');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate(date.toISOString())).toBe('05/03/2024');
    expect(formatDate(date.getTime())).toBe('05/03/2024');
  });

  it("gives Intl's it-IT strings for these formats, midnight and single digits included", () => {
    const day = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hour12: false });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const moment = new Date(2023, 0, 1, hour, hour % 60);
      expect(formatDateTime(moment)).toBe(`${day.format(moment)} ${time.format(moment)}`);
    }
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
