import { filterMyPractices, yearsOf } from './my-practices-filters';
import { bought } from './test-practices';

const mine = [
  bought({ id: 1, year: 2026, accessType: 'base' }),
  bought({ id: 2, year: 2027, type: 'BONUS_FACCIATE', accessType: 'exclusive', sellerCompanyName: 'Facciate Spa', sellerUsername: 'mario' }),
];
const none = { search: '', year: null, type: null };

describe("spec 2 'Le Mie Pratiche' filters", () => {
  it("'Accesso Esclusivo' holds exclusive purchases only", () => {
    expect(filterMyPractices(mine, none, 'exclusive', false).map((p) => p.id)).toEqual([2]);
    expect(filterMyPractices(mine, none, 'all', false).map((p) => p.id)).toEqual([1, 2]);
  });

  it('filters by year and by type', () => {
    expect(filterMyPractices(mine, { ...none, year: 2026 }, 'all', false).map((p) => p.id)).toEqual([1]);
    expect(filterMyPractices(mine, { ...none, type: 'BONUS_FACCIATE' }, 'all', false).map((p) => p.id)).toEqual([2]);
  });

  it("searches the seller's company; only admins also by username", () => {
    expect(filterMyPractices(mine, { ...none, search: 'facciate spa' }, 'all', false).map((p) => p.id)).toEqual([2]);
    expect(filterMyPractices(mine, { ...none, search: 'mario' }, 'all', false)).toEqual([]);
    expect(filterMyPractices(mine, { ...none, search: 'mario' }, 'all', true).map((p) => p.id)).toEqual([2]);
  });

  it('offers the years present, newest first', () => {
    expect(yearsOf(mine)).toEqual([2027, 2026]);
  });
});
