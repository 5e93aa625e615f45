import { exclusivityCountdown } from './exclusivity-countdown';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('spec 2 exclusivity countdown', () => {
  it("shows 'Scaduto' at and past the end", () => {
    expect(exclusivityCountdown('2026-03-01T10:00:00.000Z', now)).toBe('Scaduto');
    expect(exclusivityCountdown('2026-02-28T10:00:00.000Z', now)).toBe('Scaduto');
  });

  it('shows the hours and minutes left', () => {
    expect(exclusivityCountdown('2026-03-02T11:30:59.000Z', now)).toBe('25h 30m rimanenti');
    expect(exclusivityCountdown('2026-03-01T10:00:30.000Z', now)).toBe('0h 0m rimanenti');
  });

  it("shows 'Data non valida' for an invalid or missing date", () => {
    expect(exclusivityCountdown('not a date', now)).toBe('Data non valida');
    expect(exclusivityCountdown(null, now)).toBe('Data non valida');
  });
});
