import { readMatchesFirst } from './search-plan';

describe('readMatchesFirst: how a searched page of the users tab is read', () => {
  it('a narrow search (1,111 of 50,000, first page of 20) reads its matches and sorts them', () => {
    expect(readMatchesFirst(1111, 50_000, 20)).toBe(true);
  });

  it('a broad search (a status label matching 25,000 of 50,000) walks the sort index', () => {
    expect(readMatchesFirst(25_000, 50_000, 20)).toBe(false);
  });

  it('a mid-sized search (5,000) walks for its first page, reads its matches for a deep one', () => {
    expect(readMatchesFirst(5000, 50_000, 20)).toBe(false);
    expect(readMatchesFirst(5000, 50_000, 1000)).toBe(true);
  });

  it('no match at all reads the (empty) matches', () => {
    expect(readMatchesFirst(0, 50_000, 20)).toBe(true);
  });
});
