import { daysLeftText, defaultRateSorting, noRateFilters, rateQuery, rateSortingFromTable } from './rate-list';

describe("issue 45: the marketplace's 'Rate' view", () => {
  it('asks only the filters that are set, the sort and the page; the default is the rata closest to its last day first', () => {
    expect(rateQuery(noRateFilters, defaultRateSorting, 1)).toEqual({ page: 1, pageSize: 12, sort: 'daysLeft', order: 'asc' });
    const filters = { ...noRateFilters, yearMin: 2027, yearMax: 2028, amountMin: 0, amountMax: 50_000, pricePer100Max: 88.5 };
    expect(rateQuery(filters, { sort: 'pricePer100', order: 'desc' }, 3)).toEqual({
      page: 3,
      pageSize: 12,
      sort: 'pricePer100',
      order: 'desc',
      yearMin: 2027,
      yearMax: 2028,
      amountMin: 0,
      amountMax: 50_000,
      pricePer100Max: 88.5,
    });
  });

  it("'Solo disponibili' asks the rate not in trattativa", () => {
    expect(rateQuery({ ...noRateFilters, onlyAvailable: true }, defaultRateSorting, 1).status).toBe('disponibile');
  });

  it('a header click sorts by its column on the server; a third click goes back to the default', () => {
    expect(rateSortingFromTable('pricePer100', 'ascend')).toEqual({ sort: 'pricePer100', order: 'asc' });
    expect(rateSortingFromTable('amount', 'descend')).toEqual({ sort: 'amount', order: 'desc' });
    expect(rateSortingFromTable('amount', null)).toEqual(defaultRateSorting);
  });

  it("'Giorni rimasti' in Italian, and past the last useful day says so", () => {
    expect(daysLeftText(1_234)).toBe('1.234 giorni');
    expect(daysLeftText(1)).toBe('1 giorno');
    expect(daysLeftText(0)).toBe('Ultimo giorno');
    expect(daysLeftText(-3)).toBe('Termine superato');
  });
});
