import { nextRevealCount, rowsPerBatch } from './progressive-rows';

describe('admin table rows filled a batch at a time (first load, TBT)', () => {
  it('adds one batch of rows', () => {
    expect(nextRevealCount(rowsPerBatch, 20)).toBe(2 * rowsPerBatch);
    expect(nextRevealCount(0, 20, 3)).toBe(3);
  });

  it('never goes past the rows there are', () => {
    expect(nextRevealCount(8, 10, 4)).toBe(10);
    expect(nextRevealCount(10, 10, 4)).toBe(10);
  });
});
