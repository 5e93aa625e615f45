import { formatItalianNumber } from './italian-number';

/** Intl's string, but a negative figure that rounds to zero shows as zero, without Intl's '-0'. */
const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true }).format(value).replace(/^-(?=0(,0*)?$)/, '');

describe("formatItalianNumber gives Intl's it-IT string (lib/format.ts builds on it)", () => {
  const samples = [
    0,
    1,
    5,
    9.99,
    12.5,
    19.905,
    19.895,
    0.005,
    0.015,
    1.005,
    999.995,
    1000,
    1234.5,
    100_000,
    1_499.6,
    123_456.789,
    9_876_543.21,
    45_000_000,
    2.675,
    1e14 + 0.5,
  ];
  const fractions = [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 2],
    [1, 1],
  ] as const;

  it.each(fractions)('with %i to %i decimals, for positive and negative figures', (min, max) => {
    for (const value of samples) {
      expect(formatItalianNumber(value, min, max)).toBe(intl(value, min, max));
      if (value !== 0) expect(formatItalianNumber(-value, min, max)).toBe(intl(-value, min, max));
    }
  });

  it('for 2,000 random amounts with cents, as the practices carry them', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const value = Math.round(random() * 10 ** (1 + Math.floor(random() * 9))) / 100;
      expect(formatItalianNumber(value, 2, 2)).toBe(intl(value, 2, 2));
      expect(formatItalianNumber(value / 1000, 0, 1)).toBe(intl(value / 1000, 0, 1));
    }
  });

  it("writes a negative figure that rounds to zero as zero, not Intl's '-0'", () => {
    expect(formatItalianNumber(-0.004, 2, 2)).toBe('0,00');
    expect(formatItalianNumber(-0.4, 0, 0)).toBe('0');
  });

  it('hands exponent forms and huge figures to Intl', () => {
    expect(formatItalianNumber(1e-7, 0, 2)).toBe(intl(1e-7, 0, 2));
    expect(formatItalianNumber(1e21, 0, 0)).toBe(intl(1e21, 0, 0));
  });
});
