import { discountBucketOf, gridPage, gridPageSize, marketplaceSummary, noFilters, practicesInTab, tabCounts } from './marketplace-list';
import { listed } from './test-practices';

const practices = [
  listed({ id: 1, discount: 9.9, amount: 1000 }),
  listed({ id: 2, discount: 10, amount: 2000, accessType: 'base', sellerCompanyName: 'Edil Srl' }),
  listed({ id: 3, discount: 25, type: 'SISMA_BONUS', saleStatus: 'in_trattativa', tributeCode: '7703' }),
  listed({ id: 4, discount: 100, saleStatus: 'ceduta' }),
  listed({ id: 5, discount: 40, saleStatus: 'chiusa' }),
];

describe('spec 2 /marketplace discount buckets are 10 points wide', () => {
  it('puts 9.9 in 0-10, 10 in 10-20 and 100 in the last bucket', () => {
    expect([discountBucketOf(9.9), discountBucketOf(10), discountBucketOf(25), discountBucketOf(100)]).toEqual([0, 1, 2, 9]);
  });
});

describe('spec 2 /marketplace tabs', () => {
  it('Disponibili holds what can still be bought, Acquistate what was bought, Cedute ceduta and chiusa', () => {
    expect(tabCounts(practices, noFilters)).toEqual({ disponibili: 1, acquistate: 1, in_trattativa: 1, cedute: 2 });
  });

  it('tab counts respect the filters', () => {
    expect(tabCounts(practices, { ...noFilters, discountBucket: 1 })).toEqual({ disponibili: 0, acquistate: 1, in_trattativa: 0, cedute: 0 });
    expect(tabCounts(practices, { ...noFilters, type: 'SISMA_BONUS' })).toEqual({ disponibili: 0, acquistate: 0, in_trattativa: 1, cedute: 0 });
  });

  it('the search reads the type label, the tribute code and the seller once known', () => {
    expect(practicesInTab(practices, { ...noFilters, search: 'sisma' }, 'in_trattativa').map((p) => p.id)).toEqual([3]);
    expect(practicesInTab(practices, { ...noFilters, search: '7703' }, 'in_trattativa').map((p) => p.id)).toEqual([3]);
    expect(practicesInTab(practices, { ...noFilters, search: 'edil' }, 'acquistate').map((p) => p.id)).toEqual([2]);
  });
});

describe('spec 2 /marketplace summary tiles', () => {
  it('counts total and available, sums the value and averages the discount with 1 decimal', () => {
    expect(marketplaceSummary(practices)).toEqual({ total: 5, available: 1, totalValue: 6000, averageDiscount: '37,0' });
    expect(marketplaceSummary([listed({ discount: 10 }), listed({ discount: 15.5 })]).averageDiscount).toBe('12,8');
  });

  it('an empty marketplace averages 0,0', () => {
    expect(marketplaceSummary([])).toEqual({ total: 0, available: 0, totalValue: 0, averageDiscount: '0,0' });
  });
});

describe('issue 8: the grid view shows a page of 12 cards at a time', () => {
  const many = Array.from({ length: 30 }, (_, index) => index + 1);
  it('page 1 is the first 12, page 3 the last 6', () => {
    expect(gridPageSize).toBe(12);
    expect(gridPage(many, 1)).toEqual({ current: 1, shown: many.slice(0, 12) });
    expect(gridPage(many, 3)).toEqual({ current: 3, shown: many.slice(24) });
  });
  it('a page beyond a list that got shorter (filters, tab) shows the last one', () => {
    expect(gridPage(many.slice(0, 13), 3)).toEqual({ current: 2, shown: [13] });
    expect(gridPage([], 2)).toEqual({ current: 1, shown: [] });
  });
});
