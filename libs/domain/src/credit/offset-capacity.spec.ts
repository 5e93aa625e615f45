import { DomainError } from '../shared/domain-error';
import { checkedOffsetCapacity, offsetCapacityExcess, offsetCapacityMessages, offsetCapacityWarning, sameOffsetCapacity } from './offset-capacity';

// 28 November 2026 in Rome; 31 December 2026 23:30 UTC is already 2027 there.
const at = '2026-11-28T10:00:00.000Z';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  return 'accepted';
};

describe('offset capacity per year (issue 47, art. 121 c. 3 DL 34/2020)', () => {
  describe('the declaration: years from this one in Rome to ten after, each once, euro with cents', () => {
    const years = offsetCapacityMessages.years(2026, 2036);
    it.each([
      [
        'this year and the tenth after',
        [
          { year: 2026, amount: 1 },
          { year: 2036, amount: 0 },
        ],
        'accepted',
      ],
      ['cents', [{ year: 2027, amount: 100_000.29 }], 'accepted'],
      ['an empty list withdraws it', [], 'accepted'],
      ['a past year', [{ year: 2025, amount: 10 }], years],
      ['eleven years ahead', [{ year: 2037, amount: 10 }], years],
      [
        'a year twice',
        [
          { year: 2027, amount: 10 },
          { year: 2027, amount: 20 },
        ],
        years,
      ],
      ['a fractional year', [{ year: 2027.5, amount: 10 }], years],
      ['a negative amount', [{ year: 2027, amount: -1 }], offsetCapacityMessages.amount],
      ['a tenth of a cent', [{ year: 2027, amount: 10.001 }], offsetCapacityMessages.amount],
      ['an amount past the bound', [{ year: 2027, amount: 100_000_000_001 }], offsetCapacityMessages.amount],
      ['not a number', [{ year: 2027, amount: Number.NaN }], offsetCapacityMessages.amount],
    ])('%s', (_case, input, expected) => {
      expect(refusal(() => checkedOffsetCapacity(input, at))).toBe(expected);
    });

    it('is kept sorted by year, and the year turns at midnight in Rome', () => {
      expect(
        checkedOffsetCapacity(
          [
            { year: 2028, amount: 5 },
            { year: 2027, amount: 7 },
          ],
          at,
        ),
      ).toEqual([
        { year: 2027, amount: 7 },
        { year: 2028, amount: 5 },
      ]);
      expect(refusal(() => checkedOffsetCapacity([{ year: 2026, amount: 5 }], '2026-12-31T23:30:00.000Z'))).toBe(offsetCapacityMessages.years(2027, 2037));
    });

    it('the same declaration again says the same, to the cent', () => {
      expect(sameOffsetCapacity([{ year: 2027, amount: 10.1 }], [{ year: 2027, amount: 10.1 }])).toBe(true);
      expect(sameOffsetCapacity([{ year: 2027, amount: 10.1 }], [{ year: 2027, amount: 10.11 }])).toBe(false);
      expect(sameOffsetCapacity([{ year: 2027, amount: 10 }], [])).toBe(false);
    });
  });

  describe('the rate held plus those about to be bought, against each declared year', () => {
    const capacity = [
      { year: 2027, amount: 100_000 },
      { year: 2028, amount: 50_000 },
    ];
    const held = [
      { year: 2027, amount: 60_000 },
      { year: 2028, amount: 50_000 },
      { year: 2029, amount: 900_000 },
    ];

    it.each([
      ['within every capacity', [{ year: 2027, amount: 40_000 }], []],
      ['one cent past 2027', [{ year: 2027, amount: 40_000.01 }], [{ year: 2027, capacity: 100_000, total: 100_000.01 }]],
      ['past 2028, already full', [{ year: 2028, amount: 1 }], [{ year: 2028, capacity: 50_000, total: 50_001 }]],
      ['an undeclared year is never flagged', [{ year: 2030, amount: 1_000_000 }], []],
    ])('%s', (_case, adding, expected) => {
      expect(offsetCapacityExcess(capacity, held, adding)).toEqual(expected);
    });

    it('holdings alone past a capacity are flagged too', () => {
      expect(offsetCapacityExcess([{ year: 2029, amount: 0 }], held)).toEqual([{ year: 2029, capacity: 0, total: 900_000 }]);
    });

    it('the warning names each year, its rate and its capacity in Italian figures, with its source', () => {
      expect(
        offsetCapacityWarning([
          { year: 2027, capacity: 100_000, total: 100_000.01 },
          { year: 2028, capacity: 50_000, total: 50_001 },
        ]),
      ).toBe(
        "Oltre la capacità di compensazione dichiarata: 2027, 100.000,01\u00a0€ di rate su 100.000,00\u00a0€; 2028, 50.001,00\u00a0€ di rate su 50.000,00\u00a0€. La quota non utilizzata nell'anno è persa (art. 121 c. 3 D.L. 34/2020).",
      );
    });
  });
});
