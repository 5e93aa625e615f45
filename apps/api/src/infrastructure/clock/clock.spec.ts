import { offsetClock, systemClock } from './clock';

describe('offsetClock', () => {
  it('runs the given milliseconds ahead of the system clock', () => {
    const day = 24 * 60 * 60 * 1000;
    const ahead = offsetClock(day)().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(day - 1000);
    expect(ahead).toBeLessThanOrEqual(day);
  });

  it('is the system clock itself without an offset', () => {
    expect(offsetClock(0)).toBe(systemClock);
  });
});
