import {
  activeFilterCount,
  averageDiscountText,
  defaultOrderOf,
  defaultSorting,
  documentCountsText,
  noFilters,
  pageQuery,
  sortingFromTable,
  sortOptions,
} from './marketplace-list';

describe("issue 26 /marketplace: the page call's query", () => {
  it('asks one page of 12 of the tab, with the sorting, and only the filters that are set', () => {
    expect(pageQuery(noFilters, 'disponibili', { sort: 'recent', order: 'desc' }, 1)).toEqual({
      page: 1,
      pageSize: 12,
      tab: 'disponibili',
      sort: 'recent',
      order: 'desc',
      onlyBuyable: 'true',
    });
  });

  it("issue 27: asks only what the buyer may buy by default, and filters by 'Acquistabile da'", () => {
    const filters = { ...noFilters, onlyBuyable: false, buyableBy: 'qualificati' };
    expect(pageQuery(filters, 'disponibili', { sort: 'recent', order: 'desc' }, 1)).toEqual({
      page: 1,
      pageSize: 12,
      tab: 'disponibili',
      sort: 'recent',
      order: 'desc',
      buyableBy: 'qualificati',
    });
  });

  it("issue 28: 'Solo documentazione 6-bis completa' asks onlySixBisComplete=true, and nothing when off", () => {
    expect(pageQuery({ ...noFilters, onlySixBisComplete: true }, 'disponibili', { sort: 'recent', order: 'desc' }, 1)).toMatchObject({
      onlySixBisComplete: 'true',
    });
    expect(pageQuery(noFilters, 'disponibili', { sort: 'recent', order: 'desc' }, 1)).not.toHaveProperty('onlySixBisComplete');
  });

  it('carries every filter set: trimmed search, type, discount band, amount and year ranges, tribute code', () => {
    const filters = {
      search: ' sisma ',
      type: 'SISMA_BONUS',
      discountBucket: 0,
      amountMin: 0,
      amountMax: 5000,
      yearMin: 2027,
      yearMax: 2028,
      tributeCode: '7703',
      onlyBuyable: true,
      buyableBy: null,
      onlySixBisComplete: false,
    };
    expect(pageQuery(filters, 'cedute', { sort: 'netPrice', order: 'asc' }, 3)).toEqual({
      page: 3,
      pageSize: 12,
      tab: 'cedute',
      sort: 'netPrice',
      order: 'asc',
      search: 'sisma',
      type: 'SISMA_BONUS',
      discountBucket: 0,
      amountMin: 0,
      amountMax: 5000,
      yearMin: 2027,
      yearMax: 2028,
      tributeCode: '7703',
      onlyBuyable: 'true',
    });
  });
});

describe("'Ordina per'", () => {
  it('offers più recenti, sconto, importo, annualità, prezzo netto', () => {
    expect(sortOptions.map((option) => option.label)).toEqual(['Più recenti', 'Sconto', 'Importo', 'Annualità', 'Prezzo netto']);
  });

  it('opens each sort in the order a buyer expects: net price cheapest first, the others highest first', () => {
    expect(defaultOrderOf('netPrice')).toBe('asc');
    expect(defaultOrderOf('discount')).toBe('desc');
    expect(defaultOrderOf('recent')).toBe('desc');
  });
});

describe('the list view: a header click sorts on the server', () => {
  it("that column in antd's order; a third click, with no order, goes back to the most recent", () => {
    expect(sortingFromTable('amount', 'descend', defaultSorting)).toEqual({ sort: 'amount', order: 'desc' });
    expect(sortingFromTable('netPrice', 'ascend', defaultSorting)).toEqual({ sort: 'netPrice', order: 'asc' });
    expect(sortingFromTable('amount', null, defaultSorting)).toEqual({ sort: 'recent', order: 'desc' });
  });
});

describe('spec 2 summary tile and documents before purchase', () => {
  it('the mean discount has one decimal and a comma', () => {
    expect(averageDiscountText(12.75)).toBe('12,8');
    expect(averageDiscountText(0)).toBe('0,0');
  });

  it('documents are told per category, never by name', () => {
    expect(documentCountsText({ societari: 2, fiscali: 1 })).toBe('Societari 2 · Fiscali 1');
    expect(documentCountsText({ societari: 0, fiscali: 0 })).toBe('Nessun documento');
  });
});

describe("issue 46: 'Filtri (n)' on a phone counts the filters set", () => {
  it.each([
    ['none at the defaults, whatever the search', { search: 'superbonus' }, 0],
    ['each select', { type: 'SUPERBONUS_110', discountBucket: 1, tributeCode: '7701', buyableBy: 'qualificati' }, 4],
    ['a range once, by either end', { amountMin: 10_000, amountMax: 20_000, yearMax: 2027 }, 2],
    ['a switch moved from its default', { onlyBuyable: false, onlySixBisComplete: true }, 2],
  ])('%s', (_case, change, expected) => {
    expect(activeFilterCount({ ...noFilters, ...change })).toBe(expected);
  });
});
