import { sortDirectionsOf, toListQuery } from './review-sort';

describe('admin practices sort (spec 2 /admin "Sortable columns")', () => {
  it('the first click sorts ascending for ID, Cedente, Tipo and Stato', () => {
    for (const column of ['id', 'sellerCompanyName', 'type', 'status'] as const) expect(sortDirectionsOf(column)[0]).toBe('ascend');
  });

  it('the first click sorts descending for Importo, Data Creazione and Annualità', () => {
    for (const column of ['amount', 'createdAt', 'year'] as const) expect(sortDirectionsOf(column)[0]).toBe('descend');
  });

  it('a click toggles between the two directions and never falls back to unsorted', () => {
    expect(sortDirectionsOf('id')).toEqual(['ascend', 'descend', 'ascend']);
    expect(sortDirectionsOf('amount')).toEqual(['descend', 'ascend', 'descend']);
  });
});

describe('the list query of a table state', () => {
  it('sends the page and size, and nothing else by default (the server sorts by creation date, newest first)', () => {
    expect(toListQuery({ current: 3, pageSize: 20 })).toEqual({ current: 3, pageSize: 20 });
  });

  it('sends a trimmed keyword, and leaves an empty one out', () => {
    expect(toListQuery({ current: 1, pageSize: 20, keyword: '  Sisma ' }).keyword).toBe('Sisma');
    expect(toListQuery({ current: 1, pageSize: 20, keyword: '   ' })).not.toHaveProperty('keyword');
  });

  it("sends the status filter, and nothing for 'all'", () => {
    expect(toListQuery({ status: 'integration_required' }).status).toBe('integration_required');
    expect(toListQuery({ status: 'all' })).not.toHaveProperty('status');
  });

  it('maps the Cedente column to the cedente sort field', () => {
    expect(toListQuery({}, { sellerCompanyName: 'ascend' })).toMatchObject({ sortField: 'cedente', sortOrder: 'ascend' });
    expect(toListQuery({}, { year: 'descend' })).toMatchObject({ sortField: 'year', sortOrder: 'descend' });
  });

  it('ignores a cleared sort and a column that is not sortable (Vendita)', () => {
    expect(toListQuery({}, { amount: null })).not.toHaveProperty('sortField');
    expect(toListQuery({}, { saleStatus: 'ascend' })).not.toHaveProperty('sortField');
  });
});
