import { progressiveDelayMs } from './password-guesses';

describe('progressive delay on an account (issue 10 point 8)', () => {
  it('the first 5 account-wide failures cost no delay; from then on each attempt waits twice as long, up to 8 s', () => {
    expect([1, 5, 6, 7, 8, 9, 10, 11, 50].map((attempts) => progressiveDelayMs(attempts))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 8000, 8000]);
  });

  it('the free failures are a tenth of the account-wide limit: a wider limit slows down later', () => {
    expect([100, 101, 102].map((attempts) => progressiveDelayMs(attempts, 1000))).toEqual([0, 250, 500]);
  });
});
