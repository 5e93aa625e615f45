import {
  type CounterStorage,
  isoWeek,
  isoWeekStart,
  landingAvailableCredits,
  landingCounterBase,
  landingCounterKey,
  landingCounterStepMs,
  stepGrowth,
  weekOffset,
} from './landing-counter';

class MemoryStorage implements CounterStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const hours = (n: number) => n * 3_600_000;
// Monday 6 January 2025, 00:00 UTC: start of ISO week 2 of 2025.
const monday = Date.UTC(2025, 0, 6);

describe('isoWeek', () => {
  it.each([
    ['2025-01-06T00:00:00Z', 2025, 2],
    ['2025-01-05T23:59:59Z', 2025, 1],
    ['2024-12-30T12:00:00Z', 2025, 1], // Monday of the week holding 1 January 2025
    ['2021-01-03T12:00:00Z', 2020, 53], // Sunday closing 2020's 53rd week
    ['2026-12-31T12:00:00Z', 2026, 53],
  ])('%s is week %i/%i', (iso, year, week) => {
    expect(isoWeek(new Date(iso))).toEqual({ year, week });
  });

  it('starts the week on Monday at midnight UTC', () => {
    expect(isoWeekStart(new Date('2025-01-08T15:30:00Z'))).toBe(monday);
    expect(isoWeekStart(new Date('2025-01-12T23:00:00Z'))).toBe(monday);
  });
});

describe('landingAvailableCredits', () => {
  it('starts the week at the base plus a per-week offset in whole thousands', () => {
    const value = landingAvailableCredits(new Date(monday + 1000), null);
    const offset = value - landingCounterBase;
    expect(offset).toBe(weekOffset(2025, 2));
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(500_000);
    expect(offset % 1000).toBe(0);
  });

  it('gives different weeks different offsets', () => {
    const offsets = new Set([1, 2, 3, 4, 5].map((week) => weekOffset(2025, week)));
    expect(offsets.size).toBeGreaterThan(1);
  });

  it('grows every 3 hours by 200,000 plus less than 100,000', () => {
    const start = landingAvailableCredits(new Date(monday), null);
    const beforeStep = landingAvailableCredits(new Date(monday + landingCounterStepMs - 1), null);
    const afterStep = landingAvailableCredits(new Date(monday + landingCounterStepMs), null);
    expect(beforeStep).toBe(start);
    expect(afterStep - start).toBe(stepGrowth(2025, 2, 1));
    expect(afterStep - start).toBeGreaterThanOrEqual(200_000);
    expect(afterStep - start).toBeLessThan(300_000);
  });

  it('is deterministic: the same moment gives the same figure', () => {
    const now = new Date(monday + hours(50));
    expect(landingAvailableCredits(now, null)).toBe(landingAvailableCredits(now, new MemoryStorage()));
  });

  it('caches the figure for the week and continues from the cache', () => {
    const storage = new MemoryStorage();
    const first = landingAvailableCredits(new Date(monday + hours(4)), storage);
    expect(JSON.parse(storage.items.get(landingCounterKey)!)).toEqual({ year: 2025, week: 2, step: 1, value: first });

    const later = landingAvailableCredits(new Date(monday + hours(10)), storage);
    expect(later).toBe(first + stepGrowth(2025, 2, 2) + stepGrowth(2025, 2, 3));
    expect(JSON.parse(storage.items.get(landingCounterKey)!).step).toBe(3);
  });

  it('uses a cached figure as it is within the same step', () => {
    const storage = new MemoryStorage();
    storage.setItem(landingCounterKey, JSON.stringify({ year: 2025, week: 2, step: 0, value: 1_700_000 }));
    expect(landingAvailableCredits(new Date(monday + hours(1)), storage)).toBe(1_700_000);
  });

  it('ignores a cache from another week or a broken one', () => {
    const storage = new MemoryStorage();
    const fresh = landingAvailableCredits(new Date(monday), null);
    storage.setItem(landingCounterKey, JSON.stringify({ year: 2025, week: 1, step: 55, value: 9_999_999 }));
    expect(landingAvailableCredits(new Date(monday), storage)).toBe(fresh);
    storage.setItem(landingCounterKey, '{not json');
    expect(landingAvailableCredits(new Date(monday), storage)).toBe(fresh);
  });

  it('still answers when storage throws', () => {
    const failing: CounterStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(landingAvailableCredits(new Date(monday), failing)).toBe(landingAvailableCredits(new Date(monday), null));
  });
});
