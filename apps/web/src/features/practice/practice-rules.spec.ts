import { canEdit, canMarkSold, latestComment, showsSaleStatus } from './practice-rules';

describe('what a seller may do with a practice (spec 4 and 5)', () => {
  it('marks sold an approved practice unless already ceduta or chiusa', () => {
    expect(canMarkSold({ status: 'approved', saleStatus: 'disponibile' })).toBe(true);
    expect(canMarkSold({ status: 'approved', saleStatus: 'in_trattativa' })).toBe(true);
    expect(canMarkSold({ status: 'approved', saleStatus: 'ceduta' })).toBe(false);
    expect(canMarkSold({ status: 'approved', saleStatus: 'chiusa' })).toBe(false);
    expect(canMarkSold({ status: 'pending', saleStatus: 'disponibile' })).toBe(false);
  });

  it('edits only while integration_required', () => {
    expect(canEdit({ status: 'integration_required', saleStatus: 'disponibile' })).toBe(true);
    for (const status of ['pending', 'approved', 'rejected'] as const) expect(canEdit({ status, saleStatus: 'disponibile' })).toBe(false);
  });

  it('shows the sale-status block only for approved practices', () => {
    expect(showsSaleStatus({ status: 'approved', saleStatus: 'ceduta' })).toBe(true);
    expect(showsSaleStatus({ status: 'rejected', saleStatus: 'disponibile' })).toBe(false);
  });

  it('takes the latest comment as the integration request', () => {
    const comments = [
      { date: '2026-01-01T10:00:00Z', text: 'prima' },
      { date: '2026-01-02T10:00:00Z', text: 'Manca la visura' },
    ];
    expect(latestComment({ comments })).toEqual(comments[1]);
    expect(latestComment({ comments: [] })).toBeNull();
  });
});
