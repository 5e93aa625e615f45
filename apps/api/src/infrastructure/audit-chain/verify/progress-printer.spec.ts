import { progressPrinter } from './progress-printer';

describe('audit:verify progress on long logs', () => {
  it('prints once per 100,000 events checked, with the rate so far', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = progressPrinter(
      (line) => lines.push(line),
      100_000,
      () => clock,
    );
    for (const [events, at] of [
      [20_000, 400],
      [100_000, 2_000],
      [120_000, 2_400],
      [340_000, 6_800],
    ] as const) {
      clock = at;
      progress(events);
    }
    expect(lines).toEqual(['audit:verify: 100,000 events checked (50,000 events/s)', 'audit:verify: 340,000 events checked (50,000 events/s)']);
  });
});
