import { defaultSortOf, initialTableState, withPage, withSearch, withTableChange } from './server-table-state';

describe('admin server table state (spec 2 /admin search, filter, sort, pages)', () => {
  const start = initialTableState<'pending' | 'active'>({ createdAt: 'descend' });

  it('starts on page 1 of 20, no keyword, every status, the default sort', () => {
    expect(start).toEqual({ current: 1, pageSize: 20, keyword: '', status: 'all', sort: { createdAt: 'descend' } });
  });

  it('starts with 10 rows a page on a phone', () => {
    expect(initialTableState({}, false).pageSize).toBe(10);
    expect(initialTableState({}, true).pageSize).toBe(20);
  });

  it('takes the default sort from the column with a defaultSortOrder (createdAt, newest first)', () => {
    expect(defaultSortOf([{ dataIndex: 'id' }, { dataIndex: 'createdAt', defaultSortOrder: 'descend' }])).toEqual({ createdAt: 'descend' });
    expect(defaultSortOf([{ dataIndex: 'id' }])).toEqual({});
  });

  it('a search or a status filter goes back to page 1', () => {
    const onPage3 = { ...start, current: 3 };
    expect(withSearch(onPage3, { keyword: 'Sisma' })).toMatchObject({ keyword: 'Sisma', current: 1 });
    expect(withSearch(onPage3, { status: 'pending' })).toMatchObject({ status: 'pending', current: 1, keyword: '' });
  });

  it('a page change keeps the search and the sort', () => {
    const searched = withSearch(start, { keyword: 'x' });
    expect(withTableChange(searched, { current: 2, pageSize: 50 }, { field: 'createdAt', order: 'descend' })).toEqual({
      ...searched,
      current: 2,
      pageSize: 50,
    });
  });

  it("a header click replaces the sort with the clicked column's direction", () => {
    expect(withTableChange(start, { current: 1 }, { field: 'amount', order: 'descend' }).sort).toEqual({ amount: 'descend' });
    expect(
      withTableChange(start, { current: 1 }, [
        { field: 'id', order: null },
        { field: 'year', order: 'ascend' },
      ]).sort,
    ).toEqual({ year: 'ascend' });
  });

  it('a cleared sort sends none (the server default applies)', () => {
    expect(withTableChange(start, {}, { field: 'amount', order: null }).sort).toEqual({});
  });

  it("issue 26: the phone's cards change page without losing the sort or the search", () => {
    const sorted = withSearch(withTableChange(start, {}, { field: 'amount', order: 'descend' }), { keyword: 'rossi' });
    expect(withPage(sorted, 3, 10)).toEqual({ ...sorted, current: 3, pageSize: 10 });
  });
});
