import { toListQuery, toSearchParams } from './practice-list-query';

describe("ProTable's request mapped onto GET /api/practices' query (server-side search, filter, sort, pages)", () => {
  it('always sends the page, so the server answers one page and not the full list', () => {
    expect(toListQuery({})).toEqual({ current: 1, pageSize: 10 });
    expect(toListQuery({ current: 3, pageSize: 20 })).toEqual({ current: 3, pageSize: 20 });
  });

  it('sends the sorted column and its direction', () => {
    expect(toListQuery({ current: 1, pageSize: 10 }, { amount: 'descend' })).toMatchObject({ sortField: 'amount', sortOrder: 'descend' });
    expect(toListQuery({}, { year: 'ascend' })).toMatchObject({ sortField: 'year', sortOrder: 'ascend' });
  });

  it('ignores an unsorted column and a column the server cannot sort', () => {
    expect(toListQuery({}, { amount: null, saleStatus: 'ascend' })).toEqual({ current: 1, pageSize: 10 });
  });

  it('sends the status filter and the trimmed keyword (type, id, tribute code or minimum amount)', () => {
    expect(toListQuery({ keyword: '  7701 ' }, {}, { status: ['approved'] })).toMatchObject({ status: 'approved', keyword: '7701' });
    expect(toListQuery({ keyword: '   ' }, {}, { status: null })).toEqual({ current: 1, pageSize: 10 });
  });

  it('writes the query as URL parameters', () => {
    expect(toSearchParams({ current: 2, pageSize: 10, keyword: 'sisma bonus', status: 'pending' })).toBe(
      'current=2&pageSize=10&keyword=sisma+bonus&status=pending',
    );
  });
});
